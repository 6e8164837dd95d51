import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  CONTACT_SUBMISSION_PAGE_QUERY,
  CONTACT_SUBMISSIONS_QUERY,
  type ContactSubmissionPageQuery,
  type ContactSubmissionsQuery,
  SAVE_CONTACT_REMARK_MUTATION,
  type SaveContactRemarkMutation,
  type SaveContactRemarkMutationVariables,
} from '@site/schema';
import type { PageVariables } from '../../../lib/admin/use-paged-list';

export type AdminContactSubmission = ContactSubmissionsQuery['contactSubmissions'][number];

export const CONTACT_SUBMISSIONS: TypedDocumentNode<ContactSubmissionsQuery, Record<string, never>> = gql(CONTACT_SUBMISSIONS_QUERY);
export const CONTACT_SUBMISSION_PAGE: TypedDocumentNode<ContactSubmissionPageQuery, PageVariables> = gql(CONTACT_SUBMISSION_PAGE_QUERY);
export const SAVE_CONTACT_REMARK: TypedDocumentNode<SaveContactRemarkMutation, SaveContactRemarkMutationVariables> = gql(SAVE_CONTACT_REMARK_MUTATION);
