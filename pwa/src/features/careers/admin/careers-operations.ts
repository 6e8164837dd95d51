import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ACCEPT_JOB_APPLICATION_MUTATION,
  DELETE_JOB_APPLICATION_MUTATION,
  JOB_APPLICATION_PAGE_QUERY,
  JOB_ROLES_QUERY,
  REJECT_JOB_APPLICATION_MUTATION,
  SET_JOB_ROLE_ACCEPTING_MUTATION,
  type AcceptJobApplicationMutation,
  type AcceptJobApplicationMutationVariables,
  type DeleteJobApplicationMutation,
  type DeleteJobApplicationMutationVariables,
  type JobApplicationPageQuery,
  type JobRolesQuery,
  type RejectJobApplicationMutation,
  type RejectJobApplicationMutationVariables,
  type SetJobRoleAcceptingMutation,
  type SetJobRoleAcceptingMutationVariables,
} from '@site/schema';
import type { PageVariables } from '../../../lib/admin/use-paged-list';

export type AdminJobRole = JobRolesQuery['jobRoles'][number];
export type AdminJobApplication = JobApplicationPageQuery['jobApplicationPage']['rows'][number];

export const JOB_ROLES: TypedDocumentNode<JobRolesQuery, Record<string, never>> = gql(JOB_ROLES_QUERY);
export const SET_ACCEPTING: TypedDocumentNode<SetJobRoleAcceptingMutation, SetJobRoleAcceptingMutationVariables> = gql(SET_JOB_ROLE_ACCEPTING_MUTATION);
export const APPLICATION_PAGE: TypedDocumentNode<JobApplicationPageQuery, PageVariables> = gql(JOB_APPLICATION_PAGE_QUERY);
export const ACCEPT_APPLICATION: TypedDocumentNode<AcceptJobApplicationMutation, AcceptJobApplicationMutationVariables> = gql(ACCEPT_JOB_APPLICATION_MUTATION);
export const REJECT_APPLICATION: TypedDocumentNode<RejectJobApplicationMutation, RejectJobApplicationMutationVariables> = gql(REJECT_JOB_APPLICATION_MUTATION);
export const DELETE_APPLICATION: TypedDocumentNode<DeleteJobApplicationMutation, DeleteJobApplicationMutationVariables> = gql(DELETE_JOB_APPLICATION_MUTATION);
