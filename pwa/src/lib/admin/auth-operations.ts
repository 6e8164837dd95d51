import { gql, type TypedDocumentNode } from '@apollo/client';

export const LOGIN: TypedDocumentNode<
  { login: { status: string; token: string | null; message: string | null } },
  { adminId: string; password: string }
> = gql`
  mutation Login($adminId: String!, $password: String!) {
    login(adminId: $adminId, password: $password) {
      status
      token
      message
    }
  }
`;

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`;

export const CURRENT_ADMIN: TypedDocumentNode<{ currentAdmin: string | null }, Record<string, never>> = gql`
  query CurrentAdmin {
    currentAdmin
  }
`;
