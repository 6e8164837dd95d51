import { gql, type TypedDocumentNode } from '@apollo/client';

interface AdminEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  submittedAt: string | null;
  remark: string;
}

export const ENQUIRIES: TypedDocumentNode<{ enquiries: AdminEnquiry[] }, Record<string, never>> = gql`
  query Enquiries {
    enquiries {
      id
      name
      email
      phone
      enquiry
      submittedAt
      remark
    }
  }
`;

export const SAVE_ENQUIRY_REMARK: TypedDocumentNode<{ saveEnquiryRemark: { id: string; remark: string } }, { id: string; remark: string }> = gql`
  mutation SaveEnquiryRemark($id: ID!, $remark: String!) {
    saveEnquiryRemark(id: $id, remark: $remark) {
      id
      remark
    }
  }
`;
