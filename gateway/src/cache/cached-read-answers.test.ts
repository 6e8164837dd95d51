import { brotliDecompressSync } from 'node:zlib';
import { DOWNLOAD_FILES_QUERY, EVENTS_QUERY, JOB_ROLES_QUERY, TRAINING_SESSIONS_QUERY } from '@site/schema';
import { validEvent } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../http/security-headers.js';
import { addTestEvent } from '../test/event-client.js';
import { createSession } from '../test/training-data.js';
import { type RawResponse, rawRequest } from '../test/raw-request.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ METRICS_TOKEN });
  // Enough rows that the lists are compressed too (a cached answer under 1 KB is kept plain only).
  for (let i = 0; i < 4; i += 1) await addTestEvent(t, validEvent({ title: `Cached Answers Expo ${i}` }));
  for (let i = 0; i < 4; i += 1) await createSession(t);
});
afterAll(() => t.close());

const raw = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string) => rawRequest(`${t.url}${path}`, method, headers, body);

const graphqlPost = (document: { query: string; variables?: Record<string, unknown>; operationName?: string }, headers: Record<string, string> = {}) =>
  raw('POST', '/graphql', { 'content-type': 'application/json', ...headers }, JSON.stringify(document));

async function cacheCounts(): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const count = (result: string) =>
    Number(/\d+$/.exec(text.split('\n').find((line) => line.startsWith(`site_public_read_cache_total{result="${result}"}`)) ?? '0')![0]);
  return { hit: count('hit'), miss: count('miss') };
}

/** What a client sees of an answer: the headers that describe its bytes, and the bytes. */
function described(answer: RawResponse) {
  const { status, headers, body } = answer;
  const kept = ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary'].map((name) => [name, headers[name]]);
  return { status, headers: Object.fromEntries(kept) as Record<string, unknown>, body: body.toString('base64') };
}

const decoded = (answer: RawResponse) => (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();

/**
 * A document the cache never answers (it has a fragment), asking for the same fields: Apollo parses,
 * validates and runs it on every request.
 */
function uncachedTwin(query: string): string {
  const match = /^query (\w+)(\([^)]*\))? \{ (.*) \}$/s.exec(query.trim());
  if (!match) throw new Error(`unexpected document shape: ${query}`);
  const [, name, variables = '', selection] = match;
  return `query ${name}${variables} { ...Fields } fragment Fields on Query { ${selection} }`;
}

const REST_READS = ['/api/jobRoles', '/api/events', '/api/trainingSessions', '/api/downloadFiles'];

// In the order written: the REST reads come first, so that each path's first read runs the operation.
describe('a public read answered from the cache answers what running it answers', { shuffle: false }, () => {
  it.each(REST_READS)('REST %s: the first answer runs the operation, the next comes from the cache, byte for byte', async (path) => {
    // This file's first read of each path runs the operation; every later one comes from the cache.
    const counted: { hit: number; miss: number }[] = [];
    for (const encoding of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const before = await cacheCounts();
      const first = await raw('GET', path, encoding);
      const second = await raw('GET', path, encoding);
      const after = await cacheCounts();
      counted.push({ hit: after.hit - before.hit, miss: after.miss - before.miss });
      expect(first.status).toBe(200);
      expect(described(second)).toEqual(described(first));
      expect(JSON.parse(decoded(second))).toBeInstanceOf(Array);
    }
    expect(counted).toEqual([
      { hit: 1, miss: 1 },
      { hit: 2, miss: 0 },
    ]);
  });

  it.each([
    ['jobRoles', JOB_ROLES_QUERY, undefined],
    ['events', EVENTS_QUERY, undefined],
    ['events after every one of them', EVENTS_QUERY, { from: '2100-01-01' }],
    ['events in a range holding them all', EVENTS_QUERY, { from: '2020-01-01', to: '2099-12-31' }],
    ['trainingSessions', TRAINING_SESSIONS_QUERY, undefined],
    ['downloadFiles', DOWNLOAD_FILES_QUERY, undefined],
  ])('GraphQL %s: the cached answer is the bytes Apollo answers when it runs the same fields', async (_name, query, variables) => {
    const cachedDocument = { query, ...(variables ? { variables } : {}) };
    await graphqlPost(cachedDocument);
    const before = await cacheCounts();
    const cached = await graphqlPost(cachedDocument);
    expect((await cacheCounts()).hit - before.hit).toBe(1);
    const ran = await graphqlPost({ query: uncachedTwin(query), ...(variables ? { variables } : {}) });
    expect(cached.status).toBe(200);
    expect(ran.status).toBe(200);
    // Apollo ends its JSON with a newline; the cache has kept the JSON alone since it came (decision 020).
    expect(`${cached.body.toString()}\n`).toBe(ran.body.toString());
    expect(ran.headers.etag).toBeUndefined();
    expect(JSON.parse(cached.body.toString())).not.toHaveProperty('errors');
  });

  it('answers an operation picked by its name from the cache, and the same bytes as running it', async () => {
    const document = { query: `${JOB_ROLES_QUERY} `, operationName: 'JobRoles' };
    await graphqlPost(document);
    const cached = await graphqlPost(document);
    const ran = await graphqlPost({ query: uncachedTwin(JOB_ROLES_QUERY), operationName: 'JobRoles' });
    expect(cached.headers.etag).toBeDefined();
    expect(`${cached.body.toString()}\n`).toBe(ran.body.toString());
  });

  it('answers a cached read with every security header and its request id, as any other answer', async () => {
    await raw('GET', '/api/jobRoles');
    const answers = [
      await raw('GET', '/api/jobRoles'),
      await graphqlPost({ query: JOB_ROLES_QUERY }),
      await graphqlPost({ query: uncachedTwin(JOB_ROLES_QUERY) }),
      await raw('GET', '/api/no-such-call'),
      await graphqlPost({ query: '{ nosuchfield }' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 400]);
    const expected = securityHeaders();
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']));
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect([name, answer.headers[name]]).toEqual([name, value]);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
