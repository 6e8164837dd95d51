import { gql, type TypedDocumentNode } from '@apollo/client';
import { CONTACT_SUBMISSION_PAGE_QUERY, CONTACT_SUBMISSIONS_QUERY } from '@site/schema';
import type { Page, PageVariables } from '../../../lib/admin/use-paged-list';

export interface AdminContactSubmission {
  id: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  submittedAt: string | null;
  remark: string;
}

export const CONTACT_SUBMISSIONS: TypedDocumentNode<{ contactSubmissions: AdminContactSubmission[] }, Record<string, never>> = gql(CONTACT_SUBMISSIONS_QUERY);
export const CONTACT_SUBMISSION_PAGE: TypedDocumentNode<{ contactSubmissionPage: Page<AdminContactSubmission> }, PageVariables> =
  gql(CONTACT_SUBMISSION_PAGE_QUERY);

export const SAVE_CONTACT_REMARK: TypedDocumentNode<{ saveContactRemark: { id: string; remark: string } }, { id: string; remark: string }> = gql`
  mutation SaveContactRemark($id: ID!, $remark: String!) {
    saveContactRemark(id: $id, remark: $remark) {
      id
      remark
    }
  }
`;
