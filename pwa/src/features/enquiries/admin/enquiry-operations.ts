import { gql, type TypedDocumentNode } from '@apollo/client';
import { ENQUIRIES_QUERY, ENQUIRY_PAGE_QUERY } from '@site/schema';
import type { Page, PageVariables } from '../../../lib/admin/use-paged-list';

export interface AdminEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  submittedAt: string | null;
  remark: string;
}

export const ENQUIRIES: TypedDocumentNode<{ enquiries: AdminEnquiry[] }, Record<string, never>> = gql(ENQUIRIES_QUERY);
export const ENQUIRY_PAGE: TypedDocumentNode<{ enquiryPage: Page<AdminEnquiry> }, PageVariables> = gql(ENQUIRY_PAGE_QUERY);

export const SAVE_ENQUIRY_REMARK: TypedDocumentNode<{ saveEnquiryRemark: { id: string; remark: string } }, { id: string; remark: string }> = gql`
  mutation SaveEnquiryRemark($id: ID!, $remark: String!) {
    saveEnquiryRemark(id: $id, remark: $remark) {
      id
      remark
    }
  }
`;
