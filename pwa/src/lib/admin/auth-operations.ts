import { CURRENT_ADMIN_QUERY, LOGIN_MUTATION, LOGOUT_MUTATION, REQUEST_PASSWORD_RESET_MUTATION, RESET_PASSWORD_MUTATION, VIEWER_QUERY } from '@site/schema';
import { apolloDocument } from '../apollo-document';

export const LOGIN = apolloDocument(LOGIN_MUTATION);
export const LOGOUT = apolloDocument(LOGOUT_MUTATION);
export const CURRENT_ADMIN = apolloDocument(CURRENT_ADMIN_QUERY);
export const VIEWER = apolloDocument(VIEWER_QUERY);
export const REQUEST_PASSWORD_RESET = apolloDocument(REQUEST_PASSWORD_RESET_MUTATION);
export const RESET_PASSWORD = apolloDocument(RESET_PASSWORD_MUTATION);
