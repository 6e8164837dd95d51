import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ACCEPT_JOB_APPLICATION_MUTATION,
  DELETE_JOB_APPLICATION_MUTATION,
  JOB_APPLICATION_PAGE_QUERY,
  JOB_ROLES_QUERY,
  REJECT_JOB_APPLICATION_MUTATION,
  SET_JOB_ROLE_ACCEPTING_MUTATION,
} from '@site/schema';
import type { Page, PageVariables } from '../../../lib/admin/use-paged-list';

export interface AdminJobRole {
  id: number;
  role: string;
  accepting: boolean;
}

export interface AdminJobApplication {
  id: string;
  name: string;
  email: string;
  phone: string;
  category: string;
  coverLetter: string;
  status: string;
  submittedAt: string | null;
  receivedAt: string;
  resume: { id: string; name: string; type: string; url: string };
}

type Applicant = { email: string; category: string };

export const JOB_ROLES: TypedDocumentNode<{ jobRoles: AdminJobRole[] }, Record<string, never>> = gql(JOB_ROLES_QUERY);
export const SET_ACCEPTING: TypedDocumentNode<{ setJobRoleAccepting: AdminJobRole }, { id: number; accepting: boolean }> = gql(SET_JOB_ROLE_ACCEPTING_MUTATION);
export const APPLICATION_PAGE: TypedDocumentNode<{ jobApplicationPage: Page<AdminJobApplication> }, PageVariables> = gql(JOB_APPLICATION_PAGE_QUERY);
export const ACCEPT_APPLICATION: TypedDocumentNode<{ acceptJobApplication: { id: string; status: string }[] }, Applicant> = gql(ACCEPT_JOB_APPLICATION_MUTATION);
export const REJECT_APPLICATION: TypedDocumentNode<{ rejectJobApplication: number }, Applicant> = gql(REJECT_JOB_APPLICATION_MUTATION);
export const DELETE_APPLICATION: TypedDocumentNode<{ deleteJobApplication: number }, Applicant> = gql(DELETE_JOB_APPLICATION_MUTATION);
