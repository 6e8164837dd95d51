import { createHash } from 'node:crypto';
import { JOB_APPLICATIONS_QUERY, JOB_ROLES_QUERY, SET_JOB_ROLE_ACCEPTING_MUTATION, TRAINING_SESSIONS_QUERY } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { canRunTwoGateways, startTwoGateways, type TwoGateways } from '../test/two-gateways.js';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

interface Role {
  id: number;
  accepting: boolean;
}

/** A GraphQL GET as an integrator or a CDN sends it: the operation in the query string. */
function graphqlGet(t: TestServer, parameters: { query?: string; extensions?: unknown; variables?: unknown }, headers: Record<string, string> = PREFLIGHT) {
  const search = new URLSearchParams();
  if (parameters.query) search.set('query', parameters.query);
  if (parameters.variables) search.set('variables', JSON.stringify(parameters.variables));
  if (parameters.extensions) search.set('extensions', JSON.stringify(parameters.extensions));
  return fetch(`${t.url}/graphql?${search}`, { headers });
}

const accepting = async (response: Response, id: number) =>
  ((await response.json()) as { data: { jobRoles: Role[] } }).data.jobRoles.find((role) => role.id === id)!.accepting;

describe('public GraphQL reads over GET', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers with the REST reads’ cache headers, 304 while current, and the change once an admin made one', async () => {
    const rest = await fetch(`${t.url}/api/jobRoles`);
    const first = await graphqlGet(t, { query: JOB_ROLES_QUERY });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(rest.headers.get('cache-control'));
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await accepting(first, 2)).toBe(true);

    expect((await graphqlGet(t, { query: JOB_ROLES_QUERY }, { ...PREFLIGHT, 'if-none-match': etag })).status).toBe(304);
    // The same answer as a POST of the same document, from the same cache entry.
    const post = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'if-none-match': etag },
      body: JSON.stringify({ query: JOB_ROLES_QUERY }),
    });
    expect(post.status).toBe(304);

    await t.graphql(SET_JOB_ROLE_ACCEPTING_MUTATION, { id: 2, accepting: false }, await t.adminToken());
    const changed = await graphqlGet(t, { query: JOB_ROLES_QUERY }, { ...PREFLIGHT, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await accepting(changed, 2)).toBe(false);
  });

  it('answers a shipped document named by its persisted-query hash alone', async () => {
    const byHash = await graphqlGet(t, { extensions: persisted(TRAINING_SESSIONS_QUERY) });
    expect(byHash.status).toBe(200);
    const byText = await graphqlGet(t, { query: TRAINING_SESSIONS_QUERY });
    expect(byHash.headers.get('etag')).toBe(byText.headers.get('etag'));
    expect(((await byHash.json()) as { data: { trainingSessions: unknown[] } }).data.trainingSessions).toBeInstanceOf(Array);
  });

  it('follows Apollo’s persisted-query protocol for a document of the integrator’s own', async () => {
    const own = '{ jobRoles { id role } }';
    const unknown = await graphqlGet(t, { extensions: persisted(own) });
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await graphqlGet(t, { query: own, extensions: persisted(own) });
    expect(registered.status).toBe(200);
    const byHash = await graphqlGet(t, { extensions: persisted(own) });
    expect(byHash.status).toBe(200);
    expect(byHash.headers.get('etag')).toBe(registered.headers.get('etag'));

    const mismatched = await graphqlGet(t, { query: own, extensions: persisted('{ events { id } }') });
    expect(mismatched.status).toBe(400);
    expect(mismatched.headers.get('etag')).toBeNull();
  });

  it('refuses what it refused before: a GET without the preflight header, a mutation, an admin read', async () => {
    const noPreflight = await graphqlGet(t, { query: JOB_ROLES_QUERY }, {});
    expect(noPreflight.status).toBe(400);
    expect(noPreflight.headers.get('etag')).toBeNull();

    const mutation = await graphqlGet(t, { query: SET_JOB_ROLE_ACCEPTING_MUTATION, variables: { id: 2, accepting: true } });
    expect(mutation.status).toBe(405);

    const admin = await graphqlGet(t, { query: JOB_APPLICATIONS_QUERY });
    expect(admin.headers.get('etag')).toBeNull();
    expect(((await admin.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe.skipIf(!canRunTwoGateways())('public GraphQL GET reads on two gateways', () => {
  let gateways: TwoGateways;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    gateways = await startTwoGateways();
    ({ a, b } = gateways);
  });
  afterAll(() => gateways?.close());

  it('a change made through one gateway is the next GET answer of the other', async () => {
    const cached = await graphqlGet(b, { extensions: persisted(JOB_ROLES_QUERY) });
    expect(await accepting(cached, 4)).toBe(true);
    const etag = cached.headers.get('etag')!;
    await a.graphql(SET_JOB_ROLE_ACCEPTING_MUTATION, { id: 4, accepting: false }, await a.adminToken());
    await expect.poll(async () => (await graphqlGet(b, { extensions: persisted(JOB_ROLES_QUERY) }, { ...PREFLIGHT, 'if-none-match': etag })).status).toBe(200);
    expect(await accepting(await graphqlGet(b, { extensions: persisted(JOB_ROLES_QUERY) }), 4)).toBe(false);
  });
});
