import { randomUUID } from 'node:crypto';
import { validContact } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

const contact = validContact();
const SUBMIT = `mutation($id: String!, $input: ContactInput!) { submitContact(submissionId: $id, input: $input) { id } }`;
const LIMIT = 20;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_WRITES_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const post = (ip: string) =>
  fetch(`${t.url}/api/connectUs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'idempotency-key': randomUUID() },
    body: JSON.stringify(contact),
  });

describe('the per-address limit on public writes', () => {
  it('refuses a burst of 200 contact posts beyond the limit with 429 and Retry-After, storing only those allowed', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => post('203.0.113.20')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - LIMIT);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many submissions') });
  });

  it('counts GraphQL mutations from the same address, and says so in a GraphQL answer', async () => {
    const ip = '203.0.113.21';
    const send = () =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ query: SUBMIT, variables: { id: randomUUID(), input: contact } }),
      });
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it("leaves a signed-in admin's writes to the general limit", async () => {
    const token = await t.adminToken();
    for (let i = 0; i < LIMIT + 5; i++) {
      const answer = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        // An admin mutation that leaves the session signed in (logout would end it).
        body: JSON.stringify({ query: 'mutation { setJobRoleAccepting(id: 1, accepting: true) { id } }' }),
      });
      expect(answer.status).toBe(200);
    }
  });

  it('leaves reads from a throttled address and writes from other addresses alone', async () => {
    const reads = await fetch(`${t.url}/api/jobRoles`, { headers: { 'x-forwarded-for': '203.0.113.20' } });
    expect(reads.status).toBe(200);
    const query = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' },
      body: JSON.stringify({ query: '{ jobRoles { id } }' }),
    });
    expect(query.status).toBe(200);
    expect((await post('198.51.100.20')).status).toBe(201);
  });
});
