import { randomUUID } from 'node:crypto';
import { validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../security/login-throttle.js';
import { jpegBytes } from '../test/file-fixtures.js';
import { encodeMultipart, fieldParts } from '../test/multipart.js';
import { startTestRedis, type TestRedis } from '../test/redis-server.js';
import { adminToken, contactMessages, createApiKey, graphqlAs, login, postContact } from './support/calls.js';
import { type GatewayProcess, startGateway } from '../test/gateway-process.js';
import { type PostgresCluster, startPostgresCluster } from './support/postgres-cluster.js';

const RATE_LIMIT = 60;
const API_KEY_RATE_LIMIT = 20;

let postgres: PostgresCluster;
let redis: TestRedis;
let gateways: [GatewayProcess, GatewayProcess];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgresCluster(), startTestRedis()]);
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    API_KEY_RATE_LIMIT_PER_MINUTE: String(API_KEY_RATE_LIMIT),
  };
  // One after the other: the first creates the schema and the shared token secret, the second finds them.
  const first = await startGateway(env);
  gateways = [first, await startGateway(env)];
});
afterAll(async () => {
  await Promise.all((gateways ?? []).map((gateway) => gateway.kill('SIGKILL')));
  await redis?.close();
  await postgres?.close();
});

describe('two gateways on one PostgreSQL and one Redis', () => {
  it('serves through one a file uploaded through the other, to a token the first one issued', async () => {
    const [a, b] = gateways;
    const { body, contentType } = encodeMultipart([
      ...fieldParts(validTicket()),
      { name: 'image', file: { name: 'photo.jpg', bytes: jpegBytes(), type: 'image/jpeg' } },
    ]);
    const posted = await fetch(`${a.url}/api/support`, { method: 'POST', headers: { 'content-type': contentType }, body });
    expect(posted.status).toBeLessThan(300);
    const { ticketId } = (await posted.json()) as { ticketId: string };

    const token = await adminToken(a);
    const list = await fetch(`${b.url}/api/getQuery/Maintenance`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    const row = ((await list.json()) as { ticketId: string; image: string }[]).find((r) => r.ticketId === ticketId)!;
    const file = await fetch(`${b.url}${row.image}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(jpegBytes())).toBe(true);
  });

  it("shows an admin's change through one in the other's next public read, cached or not", async () => {
    const [a, b] = gateways;
    const visitor = { 'x-forwarded-for': '198.51.100.43' };
    const roles = async () => (await (await fetch(`${b.url}/api/jobRoles`, { headers: visitor })).json()) as { id: number; accepting: boolean }[];
    const [first] = await roles();
    // Asked twice, so the second answer comes from b's cache.
    expect((await roles())[0]).toEqual(first);
    const changed = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(a)}` },
      body: JSON.stringify({
        query: 'mutation($id: Int!, $on: Boolean!) { setJobRoleAccepting(id: $id, accepting: $on) { id } }',
        variables: { id: first!.id, on: !first!.accepting },
      }),
    });
    expect(changed.status).toBe(200);
    await expect.poll(async () => (await roles())[0]!.accepting, { timeout: 5_000 }).toBe(!first!.accepting);
  });

  it('refuses on one a session signed out on the other, at its next request', async () => {
    const [a, b] = gateways;
    const token = await adminToken(a);
    const me = (gateway: GatewayProcess) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.43' },
        body: JSON.stringify({ query: '{ currentAdmin }' }),
      }).then(async (response) => ((await response.json()) as { data: { currentAdmin: string | null } }).data.currentAdmin);
    expect(await me(b)).toBe('admin');
    const signedOut = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.43' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(signedOut.status).toBe(200);
    expect(await me(b)).toBeNull();
    expect(await me(a)).toBeNull();
  });

  it('refuses on one an API key revoked on the other, at its next request', async () => {
    const [a, b] = gateways;
    const owner = await adminToken(a);
    const { id, key } = await createApiKey(a, owner, ['contacts:read']);
    const read = (gateway: GatewayProcess) =>
      fetch(`${gateway.url}/api/connects`, { headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': '198.51.100.44' } });
    expect((await read(b)).status).toBe(200);
    expect((await read(a)).status).toBe(200);
    await graphqlAs(a, owner, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id });
    expect((await read(b)).status).toBe(401);
    expect((await read(a)).status).toBe(401);
  });

  it(`counts an API key's requests over both: the ${API_KEY_RATE_LIMIT + 1}th in a minute is refused`, async () => {
    const { key } = await createApiKey(gateways[0], await adminToken(gateways[0]), ['contacts:read']);
    const statuses: number[] = [];
    for (let i = 0; i <= API_KEY_RATE_LIMIT; i++) {
      // From a new address each time, so only the key's own limit can refuse.
      const headers = { authorization: `Bearer ${key}`, 'x-forwarded-for': `198.51.101.${i}` };
      statuses.push((await fetch(`${gateways[i % 2]!.url}/api/connects`, { headers })).status);
    }
    expect(statuses).toEqual([...Array<number>(API_KEY_RATE_LIMIT).fill(200), 429]);
  });

  it('refuses on one every session of an account deactivated on the other, at its next request', async () => {
    const [a, b] = gateways;
    const headers = (token?: string) => ({
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.44',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const call = async (gateway: GatewayProcess, query: string, variables: Record<string, unknown> = {}, token?: string) =>
      (await (await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: headers(token), body: JSON.stringify({ query, variables }) })).json()) as {
        data: Record<string, { id?: string; invitationLink?: string; token?: string } | null>;
        errors?: { extensions: { code: string } }[];
      };
    const owner = await adminToken(a);
    const invited = await call(
      a,
      'mutation { inviteAccount(input: { name: "Ravi", email: "ravi@example.com", role: SUPPORT }) { id invitationLink } }',
      {},
      owner,
    );
    const { id, invitationLink } = invited.data['inviteAccount']!;
    const password = 'a long passphrase for ravi';
    await call(b, 'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }', { t: invitationLink!.split('#')[1], p: password });
    const signedIn = await call(b, 'mutation($p: String!) { login(adminId: "ravi@example.com", password: $p) { token } }', { p: password });
    const token = signedIn.data['login']!.token!;
    expect((await call(b, '{ openTickets }', {}, token)).errors).toBeUndefined();
    await call(a, `mutation { setAccountActive(id: "${id}", active: false) { id } }`, {}, owner);
    expect((await call(b, '{ openTickets }', {}, token)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it(`throttles the login on the ${MAX_FAILURES + 1}th attempt when the failures are spread over both`, async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(gateways[i % 2]!, `guess ${i}`, ip)).status).toBe(401);
    expect((await login(gateways[MAX_FAILURES % 2]!, 'guess again', ip)).status).toBe(429);
  });

  it(`refuses what goes over ${RATE_LIMIT} requests a minute from one address over both`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 10; i++) {
      statuses.push((await fetch(`${gateways[i % 2]!.url}/api/jobRoles`, { headers: { 'x-forwarded-for': '198.51.100.41' } })).status);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('keeps serving visitors and storing submissions with Redis stopped', async () => {
    await redis.stop();
    try {
      for (const [i, gateway] of gateways.entries()) {
        expect((await fetch(`${gateway.url}/api/jobRoles`, { headers: { 'x-forwarded-for': '198.51.100.42' } })).status).toBe(200);
        expect((await postContact(gateway, randomUUID(), `while Redis is away ${i}`)).status).toBe(201);
      }
      const stored = await contactMessages(gateways[1], await adminToken(gateways[0]));
      expect(stored.filter((message) => message.startsWith('while Redis is away')).sort()).toEqual(['while Redis is away 0', 'while Redis is away 1']);
      expect(gateways[0].output()).toMatch(/Redis is unreachable/);
    } finally {
      await redis.start();
    }
  });
});
