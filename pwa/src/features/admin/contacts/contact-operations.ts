import { gql, type TypedDocumentNode } from '@apollo/client';

interface AdminContactSubmission {
  id: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  submittedAt: string | null;
  remark: string;
}

export const CONTACT_SUBMISSIONS: TypedDocumentNode<{ contactSubmissions: AdminContactSubmission[] }, Record<string, never>> = gql`
  query ContactSubmissions {
    contactSubmissions {
      id
      name
      email
      mobile
      message
      submittedAt
      remark
    }
  }
`;

export const SAVE_CONTACT_REMARK: TypedDocumentNode<{ saveContactRemark: { id: string; remark: string } }, { id: string; remark: string }> = gql`
  mutation SaveContactRemark($id: ID!, $remark: String!) {
    saveContactRemark(id: $id, remark: $remark) {
      id
      remark
    }
  }
`;
