import { API_KEY_SCOPES, type Permission, isApiKeyScope } from '@site/schema';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shimRoutes } from '../../app/feature-parts.js';
import { buildSiteSchema } from '../../app/schema.js';
import { permissionsOfOperation } from '../../access/field-permissions.js';
import { API_KEY_NOT_FOR_DASHBOARD } from '../../access/guard.js';
import { adminCallsOf, documentFor } from '../../test/admin-calls.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const CREATE =
  'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name scopes createdAt expiresAt lastUsedAt revokedAt } } }';
const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';

interface Created {
  key: string;
  apiKey: { id: string; name: string; scopes: string[]; expiresAt: string | null; lastUsedAt: string | null; revokedAt: string | null };
}

const schema = await buildSiteSchema();
/** The admin calls a key may be given: every permission they need is a key scope. */
const calls = adminCallsOf(schema);
const forKeys = calls.filter(({ needed }) => needed.length > 0 && needed.every((permission) => isApiKeyScope(permission)));
const forPeople = calls.filter((call) => !forKeys.includes(call));

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminToken();
}, 120_000);
afterAll(() => t?.close());

async function createKey(scopes: readonly string[], name = `key ${randomUUID()}`, expiresAt?: Date): Promise<Created> {
  const result = await t.graphql<{ createApiKey: Created }>(CREATE, { input: { name, scopes, expiresAt } }, owner);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createApiKey;
}

/** One key per set of scopes: a key with exactly what a call needs, and one with every other scope. */
const keys = new Map<string, Promise<string>>();
function keyWith(scopes: readonly Permission[]): Promise<string> {
  const id = [...scopes].sort().join(' ');
  if (!keys.has(id))
    keys.set(
      id,
      createKey(scopes).then((created) => created.key),
    );
  return keys.get(id)!;
}
/** Every scope except those of the features named, so write-includes-read cannot let it through. */
const allBut = (needed: readonly Permission[]) => {
  const features = new Set(needed.map((permission) => permission.split(':')[0]));
  return API_KEY_SCOPES.filter((scope) => !features.has(scope.split(':')[0]));
};

describe('creating a key', () => {
  it('shows the key once, stores only its hash and lists its scopes and dates', async () => {
    const created = await createKey(['enquiries:read', 'contacts:write'], 'CRM import');
    expect(created.key).toMatch(/^site_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({ name: 'CRM import', scopes: ['contacts:write', 'enquiries:read'], expiresAt: null, revokedAt: null });
    const rows: Record<string, unknown>[] = await t.server.db.orm.em.getConnection().execute('select * from api_keys where id = ?', [created.apiKey.id]);
    // The secret is the key's last 43 characters; it may itself contain '_'.
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(-43));
    const list = await t.graphql<{ apiKeys: Created['apiKey'][] }>('{ apiKeys { id name scopes lastUsedAt } }', {}, owner);
    expect(list.data!.apiKeys.find((key) => key.id === created.apiKey.id)).toMatchObject({ name: 'CRM import', lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  it('refuses scopes outside the vocabulary, no scope, and an expiry in the past, saying why', async () => {
    const attempt = (input: Record<string, unknown>) => t.graphql(CREATE, { input: { name: 'x', scopes: ['enquiries:read'], ...input } }, owner);
    const unknown = await attempt({ scopes: ['enquiries:read', 'accounts:read', 'tickets:delete'] });
    expect(unknown.errors![0]!.message).toBe(`Unknown scope "accounts:read", "tickets:delete". A key may carry: ${API_KEY_SCOPES.join(', ')}.`);
    expect((await attempt({ scopes: [] })).errors![0]!.message).toBe('Choose at least one scope.');
    expect((await attempt({ expiresAt: new Date(Date.now() - 1000) })).errors![0]!.message).toBe('The expiry must be in the future.');
    expect((await attempt({ name: ' ' })).errors![0]!.message).toBe('Please give the key a name.');
  });
});

describe('a key on every admin GraphQL call', () => {
  it('covers the calls of every key scope', () => {
    const features = new Set(forKeys.flatMap(({ needed }) => needed.map((permission) => permission.split(':')[0])));
    expect([...features].sort()).toEqual(['careers', 'contacts', 'downloads', 'enquiries', 'events', 'feedback', 'tickets', 'training']);
  });

  it.each(forKeys.map(({ type, field, needed }) => [`${type}.${field.name}`, type, field, needed] as const))(
    '%s: let through with exactly its scopes, refused (403) with every other one',
    async (_name, type, field, needed) => {
      const document = documentFor(type, field);
      const allowed = await t.graphql(document, {}, await keyWith(needed));
      expect(allowed.errors?.[0]?.extensions?.code ?? 'none', document).not.toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
      const refused = await t.graphql(document, {}, await keyWith(allBut(needed)));
      expect([refused.errors?.[0]?.extensions?.code, refused.status], document).toEqual(['FORBIDDEN', 403]);
      expect(refused.errors![0]!.message).toMatch(/^This API key \(key [^)]+\) has no \w+:(read|write) scope, so it may not (see|change) /);
    },
  );

  it.each(forPeople.map(({ type, field }) => [`${type}.${field.name}`, type, field] as const))(
    '%s: refused (403) to a key with every scope',
    async (_name, type, field) => {
      const result = await t.graphql(documentFor(type, field), {}, await keyWith(API_KEY_SCOPES));
      expect([result.errors?.[0]?.extensions?.code, result.status]).toEqual(['FORBIDDEN', 403]);
    },
  );
});

describe('a key on every REST row over an admin call', () => {
  const rows = shimRoutes.filter((route) => permissionsOfOperation(schema, route.operation) !== undefined);

  it.each(rows.map((route) => [`${route.method} ${route.path}`, route] as const))('%s goes through with its scopes only', async (_name, route) => {
    const path = route.path.replace(/:(\w+)/g, () => randomUUID());
    const needed = permissionsOfOperation(schema, route.operation)!;
    const body = route.method === 'GET' ? undefined : {};
    expect((await restCall(t, route.method, path, body, await keyWith(needed))).status).not.toBe(403);
    const refused = await restCall(t, route.method, path, body, await keyWith(allBut(needed)));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^This API key/);
  });
});

describe('the admin HTTP routes', () => {
  it('take download uploads only from a key with downloads:write', async () => {
    const upload = async (key: string) =>
      (
        await fetch(`${t.url}/api/downloads/files/no-such-slot`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/octet-stream' },
          body: 'x',
        })
      ).status;
    expect(await upload(await keyWith(['downloads:write']))).toBe(400);
    expect(await upload(await keyWith(allBut(['downloads:write'])))).toBe(403);
  });
});

describe('a key never opens the dashboard', () => {
  it('is nobody to viewer and currentAdmin, and refused by the calls of a signed-in person, keys and accounts', async () => {
    const key = await keyWith(API_KEY_SCOPES);
    const who = await t.graphql<{ viewer: unknown; currentAdmin: unknown }>('{ viewer { id } currentAdmin }', {}, key);
    expect(who.data).toEqual({ viewer: null, currentAdmin: null });
    const deliveries = await t.graphql('{ mailDeliveries(sourceIds: []) { id } }', {}, key);
    expect(deliveries.errors![0]!.message).toBe(API_KEY_NOT_FOR_DASHBOARD);
    for (const document of ['{ apiKeys { id } }', '{ accounts { id } }', `mutation { revokeApiKey(id: "${randomUUID()}") { id } }`]) {
      expect((await t.graphql(document, {}, key)).status, document).toBe(403);
    }
  });

  it('is not accepted as the cookie', async () => {
    const response = await fetch(`${t.url}/api/connects`, { headers: { cookie: `token=${await keyWith(API_KEY_SCOPES)}` } });
    expect(response.status).toBe(401);
  });
});

describe('revocation, expiry and a wrong secret', () => {
  const read = (key: string) => restCall(t, 'GET', '/api/connects', undefined, key);

  it('refuses a revoked key at its next request', async () => {
    const created = await createKey(['contacts:read']);
    expect((await read(created.key)).status).toBe(200);
    const revoked = await t.graphql<{ revokeApiKey: { revokedAt: string | null } }>(REVOKE, { id: created.apiKey.id }, owner);
    expect(revoked.data!.revokeApiKey.revokedAt).not.toBeNull();
    expect((await read(created.key)).status).toBe(401);
  });

  it('refuses a key once it has expired', async () => {
    const created = await createKey(['contacts:read'], 'short-lived', new Date(Date.now() + 60_000));
    expect((await read(created.key)).status).toBe(200);
    await t.server.db.orm.em.getConnection().execute(`update api_keys set expires_at = now() - interval '1 second' where id = ?`, [created.apiKey.id]);
    expect((await read(created.key)).status).toBe(401);
  });

  it('refuses a key whose secret part is wrong', async () => {
    const created = await createKey(['contacts:read']);
    const last = created.key.at(-1) === 'A' ? 'B' : 'A';
    expect((await read(created.key.slice(0, -1) + last)).status).toBe(401);
  });

  it('records its last use, at most once a minute', async () => {
    const created = await createKey(['contacts:read']);
    await read(created.key);
    const lastUse = async () =>
      (
        (await t.server.db.orm.em.getConnection().execute('select last_used_at from api_keys where id = ?', [created.apiKey.id])) as { last_used_at: Date }[]
      )[0]!.last_used_at;
    const first = await lastUse();
    expect(first).not.toBeNull();
    await read(created.key);
    expect(await lastUse()).toEqual(first);
  });
});

describe('the activity log', () => {
  it('names the key for its changes and its reads of personal data, and the Owner for creating and revoking it', async () => {
    const created = await createKey(['careers:write', 'enquiries:read'], 'HR system');
    const roles = await t.graphql<{ jobRoles: { id: number; accepting: boolean }[] }>('{ jobRoles { id accepting } }');
    const role = roles.data!.jobRoles[0]!;
    const changed = await t.graphql(
      'mutation($id: Int!, $on: Boolean!) { setJobRoleAccepting(id: $id, accepting: $on) { id } }',
      { id: role.id, on: role.accepting },
      created.key,
    );
    expect(changed.errors).toBeUndefined();
    expect((await restCall(t, 'GET', '/api/enquiry', undefined, created.key)).status).not.toBe(403);
    await t.graphql(REVOKE, { id: created.apiKey.id }, owner);
    const log = await t.graphql<{ auditLog: { items: { actor: string; action: string; target: string | null }[] } }>(
      '{ auditLog(limit: 50) { items { actor action target } } }',
      {},
      owner,
    );
    const entries = log.data!.auditLog.items.map(({ actor, action }) => `${actor} ${action}`);
    expect(entries).toEqual(
      expect.arrayContaining(['API key: HR system setJobRoleAccepting', 'API key: HR system enquiries', 'admin createApiKey', 'admin revokeApiKey']),
    );
    const targeted = log.data!.auditLog.items.filter(({ target }) => target === created.apiKey.id).map(({ action }) => action);
    expect(targeted).toEqual(expect.arrayContaining(['createApiKey', 'revokeApiKey']));
  });
});

describe('the per-key rate limit', () => {
  it('refuses a key beyond its limit with 429 while another key goes on', async () => {
    const limited = await startTestServer({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const ownerToken = await limited.adminToken();
      const make = async () =>
        (await limited.graphql<{ createApiKey: Created }>(CREATE, { input: { name: randomUUID(), scopes: ['contacts:read'] } }, ownerToken)).data!.createApiKey
          .key;
      const [first, second] = [await make(), await make()];
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await restCall(limited, 'GET', '/api/connects', undefined, first)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const graphql = await limited.graphql('{ __typename }', {}, first);
      expect([graphql.status, graphql.errors?.[0]?.message]).toEqual([429, 'Too many requests with this API key. Please wait a moment and try again.']);
      expect((await restCall(limited, 'GET', '/api/connects', undefined, second)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
