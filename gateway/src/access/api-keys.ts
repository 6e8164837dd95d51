import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { API_KEY_PREFIX, type Permission, isApiKeyScope } from '@site/schema';
import type { ApiKeyPrincipal } from './principal.js';

/** How long a key's last use may lag behind: it is written at most this often per key. */
export const LAST_USE_PRECISION_MS = 60_000;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9a-f]{32})_([A-Za-z0-9_-]{43})$`);

export interface IssuedKey {
  /** `site_<id>_<secret>`: shown to the Owner once. */
  key: string;
  secretHash: string;
}

/**
 * A key for the row `id`: the id part finds the row, the 256-bit random secret proves the holder.
 * A fast hash is enough for a secret this long (decision 034): nobody can guess it offline.
 */
export function issueApiKey(id: string): IssuedKey {
  const secret = randomBytes(32).toString('base64url');
  return { key: `${API_KEY_PREFIX}${id.replaceAll('-', '')}_${secret}`, secretHash: hashSecret(secret) };
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a bearer value is meant as an API key (then it is checked as one and never as a session token). */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

/** The row id a well-formed key names, for counting its requests; undefined for anything else. */
export function apiKeyIdOf(value: string): string | undefined {
  const match = KEY_PATTERN.exec(value);
  if (!match) return undefined;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface KeyRow {
  id: string;
  name: string;
  scopes: Permission[] | string;
  secret_hash: string;
  last_used_at: Date | null;
}

/**
 * The principal of a key: found in the database on every request, so a revocation or an expiry
 * holds at once on every gateway. Its last use is written only when the recorded one is older than
 * LAST_USE_PRECISION_MS.
 */
export async function principalOfApiKey(orm: MikroORM, value: string): Promise<ApiKeyPrincipal | null> {
  const id = apiKeyIdOf(value);
  if (!id) return null;
  const connection = orm.em.getConnection();
  const rows: KeyRow[] = await connection.execute(
    `select id, name, scopes, secret_hash, last_used_at from api_keys where id = ? and revoked_at is null and (expires_at is null or expires_at > now())`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const given = Buffer.from(hashSecret(KEY_PATTERN.exec(value)![2]!), 'hex');
  const stored = Buffer.from(row.secret_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USE_PRECISION_MS) {
    await connection.execute(`update api_keys set last_used_at = now() where id = ?`, [id]);
  }
  const scopes: unknown = typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes;
  const permissions = (Array.isArray(scopes) ? scopes : []).filter((scope): scope is Permission => typeof scope === 'string' && isApiKeyScope(scope));
  // As in the roles' table, write includes read.
  const implied = permissions.flatMap((scope): Permission[] => (scope.endsWith(':write') ? [scope, scope.replace(/:write$/, ':read') as Permission] : [scope]));
  return { kind: 'apiKey', keyId: row.id, name: row.name, permissions: new Set(implied) };
}
