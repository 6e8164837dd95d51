import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_SCOPES, isApiKeyScope, type Permission } from '@site/schema';
import { ApiKey } from '../../access/api-key.entity.js';
import { issueApiKey } from '../../access/api-keys.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import type { CreateApiKeyInput } from './api-keys.types.js';

export const API_KEY_NAME_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function listApiKeys(em: EntityManager): Promise<ApiKey[]> {
  return em.find(ApiKey, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** Checks the request whole and answers the new row with its key, which is never stored. */
export async function createApiKey(em: EntityManager, createdBy: string, input: CreateApiKeyInput): Promise<{ key: string; apiKey: ApiKey }> {
  const name = input.name.trim();
  if (!name) throw new InvalidError({ name: 'Please give the key a name.' });
  if (name.length > API_KEY_NAME_MAX) throw new InvalidError({ name: `A key's name has at most ${API_KEY_NAME_MAX} characters.` });
  const unknown = input.scopes.filter((scope) => !isApiKeyScope(scope));
  if (unknown.length > 0) {
    throw new InvalidError({ scopes: `Unknown scope ${unknown.map((scope) => `"${scope}"`).join(', ')}. A key may carry: ${API_KEY_SCOPES.join(', ')}.` });
  }
  if (input.scopes.length === 0) throw new InvalidError({ scopes: 'Choose at least one scope.' });
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw new InvalidError({ expiresAt: 'The expiry must be in the future.' });
  const row = em.create(ApiKey, {
    name,
    scopes: [...new Set(input.scopes as Permission[])].sort(),
    secretHash: '',
    createdBy,
    createdAt: new Date(),
    expiresAt: input.expiresAt ?? null,
    lastUsedAt: null,
    revokedAt: null,
  });
  const issued = issueApiKey(row.id);
  row.secretHash = issued.secretHash;
  await em.flush();
  return { key: issued.key, apiKey: row };
}

/** Refused from now on, on every gateway: each request looks its key up. Revoking twice keeps the first time. */
export async function revokeApiKey(em: EntityManager, id: string): Promise<ApiKey> {
  const key = UUID.test(id) ? await em.findOne(ApiKey, { id }) : null;
  if (!key) throw new NotFoundError('No such API key.');
  key.revokedAt ??= new Date();
  await em.flush();
  return key;
}
