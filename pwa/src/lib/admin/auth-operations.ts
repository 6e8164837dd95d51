import { CURRENT_ADMIN_QUERY, LOGIN_MUTATION, LOGOUT_MUTATION, VIEWER_QUERY } from '@site/schema';
import { apolloDocument } from '../apollo-document';

export const LOGIN = apolloDocument(LOGIN_MUTATION);
export const LOGOUT = apolloDocument(LOGOUT_MUTATION);
export const CURRENT_ADMIN = apolloDocument(CURRENT_ADMIN_QUERY);
export const VIEWER = apolloDocument(VIEWER_QUERY);
