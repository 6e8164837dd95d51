import {
  ACCEPT_JOB_APPLICATION_MUTATION,
  DELETE_JOB_APPLICATION_MUTATION,
  JOB_APPLICATION_PAGE_QUERY,
  JOB_ROLES_QUERY,
  REJECT_JOB_APPLICATION_MUTATION,
  SET_JOB_ROLE_ACCEPTING_MUTATION,
  type JobApplicationPageQuery,
  type JobRolesQuery,
} from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminJobRole = JobRolesQuery['jobRoles'][number];
export type AdminJobApplication = JobApplicationPageQuery['jobApplicationPage']['rows'][number];

export const JOB_ROLES = apolloDocument(JOB_ROLES_QUERY);
export const SET_ACCEPTING = apolloDocument(SET_JOB_ROLE_ACCEPTING_MUTATION);
export const APPLICATION_PAGE = apolloDocument(JOB_APPLICATION_PAGE_QUERY);
export const ACCEPT_APPLICATION = apolloDocument(ACCEPT_JOB_APPLICATION_MUTATION);
export const REJECT_APPLICATION = apolloDocument(REJECT_JOB_APPLICATION_MUTATION);
export const DELETE_APPLICATION = apolloDocument(DELETE_JOB_APPLICATION_MUTATION);
