import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_SERVER, startTestRedis, type TestRedis } from '../test/redis-server.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

describe('/healthz and /readyz without Redis', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('says the process is alive, and ready because its database answers', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });
});

describe.skipIf(!existsSync(REDIS_SERVER))('/readyz with Redis', () => {
  let redis: TestRedis;
  let t: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    t = await startTestServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('is not ready while Redis is away, and ready again when it is back; alive throughout', async () => {
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    await redis.stop();
    const away = await fetch(`${t.url}/readyz`);
    expect(away.status).toBe(503);
    expect(await away.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unreachable' } });
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    await redis.start();
    await expect.poll(async () => (await fetch(`${t.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
  });
});
