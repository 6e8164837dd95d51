import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('request ids', () => {
  it('names every answer, errors included, with a fresh id', async () => {
    const ok = await fetch(`${t.url}/healthz`);
    const missing = await fetch(`${t.url}/files/public/not-a-file`);
    const refused = await fetch(`${t.url}/api/connectUs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const ids = [ok, missing, refused].map((answer) => answer.headers.get('x-request-id'));
    expect(missing.status).toBe(404);
    expect(refused.status).toBe(400);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("passes a proxy's id through", async () => {
    const answer = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'nginx-7f3a9c' } });
    expect(answer.headers.get('x-request-id')).toBe('nginx-7f3a9c');
  });

  it('replaces an id that could garble the logs', async () => {
    const answer = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'a'.repeat(300) } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
