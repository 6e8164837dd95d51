import { ACCOUNTS_QUERY, type AccountsQuery, INVITE_ACCOUNT_MUTATION, SET_ACCOUNT_ACTIVE_MUTATION, SET_ACCOUNT_ROLE_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type TeamAccount = AccountsQuery['accounts'][number];

export const ACCOUNTS = apolloDocument(ACCOUNTS_QUERY);
export const INVITE_ACCOUNT = apolloDocument(INVITE_ACCOUNT_MUTATION);
export const SET_ACCOUNT_ROLE = apolloDocument(SET_ACCOUNT_ROLE_MUTATION);
export const SET_ACCOUNT_ACTIVE = apolloDocument(SET_ACCOUNT_ACTIVE_MUTATION);
