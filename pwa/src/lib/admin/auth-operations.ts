import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  CURRENT_ADMIN_QUERY,
  type CurrentAdminQuery,
  LOGIN_MUTATION,
  type LoginMutation,
  type LoginMutationVariables,
  LOGOUT_MUTATION,
  type LogoutMutation,
} from '@site/schema';

export const LOGIN: TypedDocumentNode<LoginMutation, LoginMutationVariables> = gql(LOGIN_MUTATION);
export const LOGOUT: TypedDocumentNode<LogoutMutation, Record<string, never>> = gql(LOGOUT_MUTATION);
export const CURRENT_ADMIN: TypedDocumentNode<CurrentAdminQuery, Record<string, never>> = gql(CURRENT_ADMIN_QUERY);
