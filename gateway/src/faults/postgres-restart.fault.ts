import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, contactMessages, postContact } from './support/calls.js';
import { type GatewayProcess, startGateway } from '../test/gateway-process.js';
import { type PostgresCluster, startPostgresCluster } from './support/postgres-cluster.js';

let postgres: PostgresCluster;
let gateway: GatewayProcess;

beforeAll(async () => {
  postgres = await startPostgresCluster();
  gateway = await startGateway({ DATABASE_URL: postgres.url });
});
afterAll(async () => {
  await gateway?.kill('SIGKILL');
  await postgres?.close();
});

describe('PostgreSQL restarted under a running gateway', () => {
  it('answers a write 503 with Retry-After while the database is away, then stores again without a restart', async () => {
    expect((await postContact(gateway, randomUUID(), 'before the restart')).status).toBe(201);

    await postgres.stop();
    const key = randomUUID();
    const during = await postContact(gateway, key, 'during the restart');
    expect(during.status, gateway.output()).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphql = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobRoles { id } }' }),
    });
    expect(overGraphql.status).toBe(503);
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    await postgres.start();
    const startedAt = Date.now();
    // The outbox sends the refused write again, with its key.
    await expect.poll(async () => (await postContact(gateway, key, 'during the restart')).status, { timeout: 15_000, interval: 250 }).toBe(201);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);

    const stored = await contactMessages(gateway, await adminToken(gateway));
    expect(stored.filter((message) => message.endsWith('the restart')).sort()).toEqual(['before the restart', 'during the restart']);
  });
});
