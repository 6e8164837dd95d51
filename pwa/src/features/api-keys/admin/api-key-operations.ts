import { API_KEYS_QUERY, type ApiKeysQuery, CREATE_API_KEY_MUTATION, REVOKE_API_KEY_MUTATION } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type ApiKeyRow = ApiKeysQuery['apiKeys'][number];

export const API_KEYS = apolloDocument(API_KEYS_QUERY);
export const CREATE_API_KEY = apolloDocument(CREATE_API_KEY_MUTATION);
export const REVOKE_API_KEY = apolloDocument(REVOKE_API_KEY_MUTATION);
