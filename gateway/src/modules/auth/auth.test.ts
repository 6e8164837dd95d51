import { INVALID_CREDENTIALS_MESSAGE } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../security/login-throttle.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function authenticate(body: unknown) {
  return fetch(`${t.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/authenticate', () => {
  it('answers {status: success, token} and sets the token cookie', async () => {
    const response = await authenticate({ adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; token: string };
    expect(body).toEqual({ status: 'success', token: expect.any(String) });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `token=${body.token}` },
      body: JSON.stringify({ query: '{ enquiries { id } }' }),
    });
    expect(me.status).toBe(200);
  });

  it('refuses a wrong password with 401 and the failure status', async () => {
    const response = await authenticate({ adminId: TEST_ADMIN_ID, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'failure', error: INVALID_CREDENTIALS_MESSAGE });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown admin id the same way', async () => {
    const response = await authenticate({ adminId: 'someone', password: TEST_ADMIN_PASSWORD });
    expect(response.status).toBe(401);
  });

  it('answers 400 when a field is missing', async () => {
    const response = await authenticate({ adminId: TEST_ADMIN_ID });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'failure' });
  });
});

describe('GraphQL login', () => {
  const LOGIN = 'mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { status token message } }';

  it('returns success with a token that authorises admin operations', async () => {
    const result = await t.graphql<{ login: { status: string; token: string } }>(LOGIN, { a: TEST_ADMIN_ID, p: TEST_ADMIN_PASSWORD });
    expect(result.data!.login.status).toBe('success');
    const me = await t.graphql<{ currentAdmin: string }>('{ currentAdmin }', {}, result.data!.login.token);
    expect(me.data!.currentAdmin).toBe(TEST_ADMIN_ID);
  });

  it('returns failure with the Invalid credentials message', async () => {
    const result = await t.graphql<{ login: { status: string; token: null; message: string } }>(LOGIN, { a: TEST_ADMIN_ID, p: 'nope' });
    expect(result.data!.login).toEqual({ status: 'failure', token: null, message: INVALID_CREDENTIALS_MESSAGE });
  });

  it('logout clears the cookie', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('logout ends the session on the server: the same token is refused afterwards', async () => {
    const signedIn = await t.graphql<{ login: { token: string } }>(LOGIN, { a: TEST_ADMIN_ID, p: TEST_ADMIN_PASSWORD });
    const token = signedIn.data!.login.token;
    const other = (await t.graphql<{ login: { token: string } }>(LOGIN, { a: TEST_ADMIN_ID, p: TEST_ADMIN_PASSWORD })).data!.login.token;
    await t.graphql('mutation { logout }', {}, token);
    expect((await t.graphql<{ currentAdmin: string | null }>('{ currentAdmin }', {}, token)).data!.currentAdmin).toBeNull();
    const rows = await t.graphql('{ enquiries { id } }', {}, token);
    expect(rows.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another session of the same admin stays signed in.
    expect((await t.graphql<{ currentAdmin: string | null }>('{ currentAdmin }', {}, other)).data!.currentAdmin).toBe(TEST_ADMIN_ID);
  });
});

describe('login throttling', () => {
  it(`refuses attempts after ${MAX_FAILURES} failures, even with the right password`, async () => {
    const throttled = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const ip = '203.0.113.7';
      for (let i = 0; i < MAX_FAILURES; i++) {
        const response = await fetch(`${throttled.url}/api/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ adminId: TEST_ADMIN_ID, password: `guess-${i}` }),
        });
        expect(response.status).toBe(401);
      }
      const blocked = await fetch(`${throttled.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD }),
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      const otherAddress = await fetch(`${throttled.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({ adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD }),
      });
      expect(otherAddress.status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
