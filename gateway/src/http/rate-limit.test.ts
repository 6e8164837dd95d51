import { JOB_ROLES_QUERY } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('rate limits on the API', () => {
  it('refuses requests over the limit with 429 and says when to retry', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) answers.push(await fetch(`${t.url}/api/jobRoles`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(String(retryAfter));
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded, retry in ${retryAfter} seconds`,
    });
    // An answer within the limit carries no counting headers (they cost every request something).
    expect(answers[0]!.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('counts public reads answered from the cache, over GraphQL too', async () => {
    const read = () =>
      fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: JOB_ROLES_QUERY }) });
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) answers.push(await read());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    // The second and third came from the cache: the same entity tag.
    expect(answers[2]!.headers.get('etag')).toBe(answers[1]!.headers.get('etag'));
    expect(answers[1]!.headers.get('etag')).toBeTruthy();
  });

  it('takes its limit from RATE_LIMIT_PER_MINUTE', async () => {
    const configured = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${configured.url}/api/jobRoles`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await configured.close();
    }
  });

  it('counts every API route described in the OpenAPI document, each apart', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const document = (await (await fetch(`${limited.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: limited.url + path.replace(/\{[^}]+\}/g, 'x') })),
      );
      expect(operations.length).toBeGreaterThan(20);
      const second: string[] = [];
      for (const { method, url } of operations) {
        await fetch(url, { method });
        const answer = await fetch(url, { method });
        if (answer.status !== 429) second.push(`${method} ${url} ${answer.status}`);
      }
      expect(second).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('leaves the site itself unlimited', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
