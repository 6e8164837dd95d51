import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  CREATE_API_KEY_MUTATION,
  type CreateApiKeyMutation,
  REVOKE_API_KEY_MUTATION,
  SUBMISSION_CREATED_SUBSCRIPTION,
  SUBMIT_ENQUIRY_MUTATION,
  type SubmissionCreatedSubscription,
} from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInAccount } from '../../test/accounts.js';
import { REDIS_SERVER, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../../test/test-server.js';

type Created = SubmissionCreatedSubscription['submissionCreated'];

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

function connect(server: TestServer, connectionParams: Record<string, unknown>): Client {
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    // How the socket ended is what `listen` reports; the client's own print of it is noise.
    onNonLazyError: () => undefined,
  });
  clients.push(client);
  return client;
}

/** Subscribes to new submissions; `received` holds each event, `closed` resolves with how the socket ended. */
function listen(client: Client) {
  const received: Created[] = [];
  const closed = new Promise<{ code?: number; message?: string }>((resolve) => {
    client.subscribe<SubmissionCreatedSubscription>(
      { query: SUBMISSION_CREATED_SUBSCRIPTION },
      {
        next: ({ data }) => data && received.push(data.submissionCreated),
        error: (error) => resolve(error as { code?: number; message?: string }),
        complete: () => resolve({}),
      },
    );
  });
  return { received, closed };
}

async function submitEnquiry(server: TestServer): Promise<string> {
  const result = await server.graphql<{ submitEnquiry: { id: string } }>(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() });
  return result.data!.submitEnquiry.id;
}

/**
 * Submits on `on` until `received` has one of the stored ids: graphql-ws does not say when a
 * subscription is in place, so a submission sent before it is not heard and the next one is.
 */
async function submitUntilHeard(on: TestServer, received: Created[]): Promise<{ ids: string[]; heard: Created }> {
  const ids: string[] = [];
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    ids.push(await submitEnquiry(on));
    await expect
      .poll(() => received.length, { timeout: 500 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
    const heard = received.find((event) => ids.includes(event.id));
    if (heard) return { ids, heard };
  }
  throw new Error('No submission was heard.');
}

describe('live events on one gateway', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LIVE_RECHECK_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('tells a subscriber with an admin token of each new submission, once, and of none replayed', async () => {
    const { received } = listen(connect(t, { authorization: `Bearer ${await t.adminToken()}` }));
    const { ids, heard } = await submitUntilHeard(t, received);
    expect(heard).toEqual({ kind: 'ENQUIRY', id: ids.at(-1) });

    const submissionId = randomUUID();
    const first = await t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId, input: validEnquiry() });
    await t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId, input: validEnquiry() });
    const storedId = (first.data as { submitEnquiry: { id: string } }).submitEnquiry.id;
    await expect.poll(() => received.filter((event) => event.id === storedId).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((event) => event.id === storedId)).toHaveLength(1);
  });

  it('refuses a connection without a token, with a bad one, and with a revoked one (4403)', async () => {
    expect((await listen(connect(t, {})).closed).code).toBe(4403);
    expect((await listen(connect(t, { authorization: 'Bearer not-a-token' })).closed).code).toBe(4403);
    const login = await t.graphql<{ login: { token: string } }>('mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { token } }', {
      a: TEST_ADMIN_ID,
      p: TEST_ADMIN_PASSWORD,
    });
    const token = login.data!.login.token;
    await t.graphql('mutation { logout }', {}, token);
    expect((await listen(connect(t, { authorization: `Bearer ${token}` })).closed).code).toBe(4403);
  });

  it('closes an open socket (4403) once its session has ended or its key is revoked', async () => {
    const login = await t.graphql<{ login: { token: string } }>('mutation($a: String!, $p: String!) { login(adminId: $a, password: $p) { token } }', {
      a: TEST_ADMIN_ID,
      p: TEST_ADMIN_PASSWORD,
    });
    const token = login.data!.login.token;
    const session = listen(connect(t, { authorization: `Bearer ${token}` }));
    const created = await t.graphql<CreateApiKeyMutation>(
      CREATE_API_KEY_MUTATION,
      { input: { name: 'revoked while listening', scopes: ['enquiries:read'] } },
      await t.adminToken(),
    );
    const key = listen(connect(t, { authorization: `Bearer ${created.data!.createApiKey.key}` }));
    const kept = listen(connect(t, { authorization: `Bearer ${await t.adminToken()}` }));
    await submitUntilHeard(t, session.received);
    await submitUntilHeard(t, key.received);

    await t.graphql('mutation { logout }', {}, token);
    await t.graphql(REVOKE_API_KEY_MUTATION, { id: created.data!.createApiKey.apiKey.id }, await t.adminToken());
    expect((await session.closed).code).toBe(4403);
    expect((await key.closed).code).toBe(4403);
    const { ids } = await submitUntilHeard(t, kept.received);
    expect(session.received.filter((event) => ids.includes(event.id))).toEqual([]);
  });

  it("closes a person's socket (4403) when their role changes, and a client that tries again, as the dashboard's does, goes on hearing", async () => {
    const person = await signedInAccount(t, 'ENQUIRIES');
    const closes: number[] = [];
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${person.token}` },
      // As pwa/src/lib/apollo.ts: every close is tried again.
      retryAttempts: 10,
      shouldRetry: () => true,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    clients.push(client);
    const { received } = listen(client);
    await submitUntilHeard(t, received);

    await t.graphql(`mutation { setAccountRole(id: "${person.id}", role: OWNER) { id } }`, {}, await t.adminToken());
    await expect.poll(() => closes, { timeout: 10_000 }).toContain(4403);
    received.length = 0;
    const { ids, heard } = await submitUntilHeard(t, received);
    expect(heard).toEqual({ kind: 'ENQUIRY', id: ids.at(-1) });
  });

  it('tells an API key only of the kinds its scopes may read', async () => {
    const keyWith = async (scope: string) => {
      const created = await t.graphql<CreateApiKeyMutation>(CREATE_API_KEY_MUTATION, { input: { name: scope, scopes: [scope] } }, await t.adminToken());
      return created.data!.createApiKey.key;
    };
    const enquiries = listen(connect(t, { authorization: `Bearer ${await keyWith('enquiries:read')}` }));
    const tickets = listen(connect(t, { authorization: `Bearer ${await keyWith('tickets:read')}` }));
    const { ids } = await submitUntilHeard(t, enquiries.received);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tickets.received.filter((event) => ids.includes(event.id))).toEqual([]);
  });

  it('serves only subscriptions over the socket', async () => {
    const client = connect(t, { authorization: `Bearer ${await t.adminToken()}` });
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: '{ openTickets }' }, { next: () => undefined, error: resolve, complete: () => resolve(undefined) });
    });
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('Only subscriptions are served over WebSocket') })]);
  });
});

// Each gateway has its own database on the embedded default (the event still travels through
// Redis); with DATABASE_URL both use one, as behind a load balancer.
describe.skipIf(!existsSync(REDIS_SERVER))('live events across gateways sharing Redis', () => {
  let redis: TestRedis;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    a = await startTestServer({ REDIS_URL: redis.url });
    b = await startTestServer({ REDIS_URL: redis.url, ...(a.config.databaseUrl ? { DATABASE_URL: a.config.databaseUrl } : {}) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.close();
  });

  it('tells a subscriber on one gateway of an enquiry submitted on the other', async () => {
    const { received } = listen(connect(a, { authorization: `Bearer ${await a.adminToken()}` }));
    const { ids, heard } = await submitUntilHeard(b, received);
    expect(heard).toEqual({ kind: 'ENQUIRY', id: ids.at(-1) });
  });
});
