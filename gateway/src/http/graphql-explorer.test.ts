import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

const EXPLORER_BUILT = existsSync(new URL('../../dist/explorer/index.html', import.meta.url));

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const open = (path = '/graphql') => fetch(`${t.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });

describe('/graphql in a browser', () => {
  it('never answers a page that loads something from the internet', async () => {
    const page = await (await open()).text();
    expect(page).not.toMatch(/https?:\/\//);
  });

  it.skipIf(!EXPLORER_BUILT)('answers the bundled explorer, its scripts and styles from this gateway', async () => {
    const response = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    const assets = [...page.matchAll(/<(?:script|link rel="stylesheet")[^>]* (?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(assets.length).toBe(2);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/graphql\/explorer\/assets\//);
      const file = await fetch(`${t.url}${asset}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toContain('immutable');
      await file.arrayBuffer();
    }
  });

  it('still answers operations sent with a GET', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ jobRoles { id } }')}`, {
      headers: { accept: 'text/html,application/json', 'apollo-require-preflight': 'true' },
    });
    expect(((await response.json()) as { data: { jobRoles: unknown[] } }).data.jobRoles.length).toBeGreaterThan(0);
  });
});
