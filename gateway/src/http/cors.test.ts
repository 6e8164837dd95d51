import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../test/test-server.js';

const LISTED = 'https://partner.example';
const UNLISTED = 'https://elsewhere.example';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ CORS_ORIGINS: `${LISTED}, https://second.example` });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string, headers = 'content-type,authorization') =>
  fetch(`${t.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });

async function signIn(origin: string): Promise<Response> {
  return fetch(`${t.url}/api/authenticate`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD }),
  });
}

describe('CORS for clients on other origins', () => {
  it('lets a listed origin sign in and read an admin row, with credentials', async () => {
    const allowed = await preflight('/api/authenticate', LISTED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');

    const login = await signIn(LISTED);
    expect(login.headers.get('access-control-allow-origin')).toBe(LISTED);
    const { token } = (await login.json()) as { token: string };

    expect((await preflight('/api/connects', LISTED)).headers.get('access-control-allow-origin')).toBe(LISTED);
    const rows = await fetch(`${t.url}/api/connects`, { headers: { origin: LISTED, authorization: `Bearer ${token}` } });
    expect(rows.status).toBe(200);
    expect(rows.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(rows.headers.get('access-control-allow-credentials')).toBe('true');
    expect(rows.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers GraphQL preflights for a listed origin', async () => {
    const allowed = await preflight('/graphql', LISTED, 'content-type');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(LISTED);
    const query = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: LISTED, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobRoles { id } }' }),
    });
    expect(query.headers.get('access-control-allow-origin')).toBe(LISTED);
  });

  it('gives an unlisted origin no CORS headers, so its browser shows it no answer', async () => {
    for (const answer of [await preflight('/api/authenticate', UNLISTED), await preflight('/graphql', UNLISTED), await signIn(UNLISTED)]) {
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('adds nothing outside /api and /graphql', async () => {
    const page = await fetch(`${t.url}/healthz`, { headers: { origin: LISTED } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});
