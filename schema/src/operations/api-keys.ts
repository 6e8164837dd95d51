/** The api-keys feature's Owner documents: list, create (the key is in that answer only) and revoke. */

export const API_KEY_FIELDS = 'id name scopes createdAt expiresAt lastUsedAt revokedAt';

export const API_KEYS_QUERY = `query ApiKeys { apiKeys { ${API_KEY_FIELDS} } }`;

export const CREATE_API_KEY_MUTATION = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ${API_KEY_FIELDS} } } }`;

export const REVOKE_API_KEY_MUTATION = `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ${API_KEY_FIELDS} } }`;
