import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { validContact } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../security/login-throttle.js';
import { REDIS_SERVER, startTestRedis, type TestRedis } from '../test/redis-server.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../test/test-server.js';

const RATE_LIMIT = 60;
const contact = validContact();

let redis: TestRedis;
let gateways: TestServer[];

const login = (t: TestServer, ip: string, password: string) =>
  fetch(`${t.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ adminId: TEST_ADMIN_ID, password }),
  });
const read = (t: TestServer, ip: string) => fetch(`${t.url}/api/jobRoles`, { headers: { 'x-forwarded-for': ip } });

describe.skipIf(!existsSync(REDIS_SERVER))('limits shared by two gateways through Redis', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    const env = { REDIS_URL: redis.url, TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
    gateways = [await startTestServer(env), await startTestServer(env)];
  });
  afterAll(async () => {
    await Promise.all(gateways.map((t) => t.close()));
    await redis.close();
  });

  it(`throttles the login after ${MAX_FAILURES} failures spread over both`, async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(gateways[i % 2]!, ip, `guess-${i}`)).status).toBe(401);
    const sixth = await login(gateways[MAX_FAILURES % 2]!, ip, TEST_ADMIN_PASSWORD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(gateways[0]!, ip, TEST_ADMIN_PASSWORD)).status).toBe(429);
  });

  it(`refuses what goes over ${RATE_LIMIT} a minute from one address over both`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 20; i++) statuses.push((await read(gateways[i % 2]!, '203.0.113.31')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('keeps serving visitors and storing submissions while Redis is away, counting per gateway, then shares again', async () => {
    await redis.stop();
    try {
      const ip = '203.0.113.32';
      for (const t of gateways) {
        expect((await read(t, ip)).status).toBe(200);
        const stored = await fetch(`${t.url}/api/connectUs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(contact),
        });
        expect(stored.status).toBe(201);
      }
      // Each gateway still counts on its own: the throttle holds per process.
      for (let i = 0; i < MAX_FAILURES; i++) expect((await login(gateways[0]!, ip, `guess-${i}`)).status).toBe(401);
      expect((await login(gateways[0]!, ip, TEST_ADMIN_PASSWORD)).status).toBe(429);
    } finally {
      await redis.start();
    }
    await expect.poll(() => gateways.every((t) => t.server.redis?.status === 'ready'), { timeout: 10_000 }).toBe(true);
    const ip = '203.0.113.33';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(gateways[i % 2]!, ip, `guess-${i}`)).status).toBe(401);
    expect((await login(gateways[1]!, ip, TEST_ADMIN_PASSWORD)).status).toBe(429);
  });
});
