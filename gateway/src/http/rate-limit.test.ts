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
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${t.url}/api/jobRoles`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
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

  it('leaves the site itself unlimited', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
