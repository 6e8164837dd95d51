import { randomUUID } from 'node:crypto';
import { EVENTS_QUERY, LOGIN_MUTATION, SUBMIT_ENQUIRY_MUTATION } from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/job-queue.js';
import { restCall } from '../test/rest-call.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ METRICS_TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await restCall(t, 'GET', '/metrics', undefined, METRICS_TOKEN);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of the series `name` whose labels include `labels`; 0 when it has not been counted yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) && wanted.every((label) => candidate.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const hidden = await startTestServer();
    try {
      expect((await restCall(hidden, 'GET', '/metrics', undefined, METRICS_TOKEN)).status).toBe(404);
    } finally {
      await hidden.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    expect((await restCall(t, 'GET', '/metrics')).status).toBe(401);
    expect((await restCall(t, 'GET', '/metrics', undefined, `${METRICS_TOKEN}x`)).status).toBe(401);
  });

  it('answers the right token in the Prometheus text format, with process figures and the mail queue', async () => {
    const response = await restCall(t, 'GET', '/metrics', undefined, METRICS_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^# TYPE site_http_requests_total counter$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^site_mail_jobs\{status="pending"\} \d+$/m);
    expect(
      valueOf(text, 'site_database_pool_connections', { state: 'free' }) + valueOf(text, 'site_database_pool_connections', { state: 'used' }),
    ).toBeGreaterThan(0);
  });

  it('counts background jobs by kind, waiting and given up', async () => {
    const em = t.server.db.orm.em.fork();
    const ids = [await enqueueJob(em, 'metrics-test', {}), await enqueueJob(em, 'metrics-test', {}), await enqueueJob(em, 'metrics-test', {})];
    await em.getConnection().execute(`update jobs set status = 'failed' where id = ?`, [ids[0]]);
    const text = await scrape();
    expect(valueOf(text, 'site_jobs', { kind: 'metrics-test', status: 'pending' })).toBe(2);
    expect(valueOf(text, 'site_jobs', { kind: 'metrics-test', status: 'failed' })).toBe(1);
  });

  it('counts a request under its route pattern, with its time', async () => {
    const route = { method: 'GET', route: '/files/public/:id' };
    const before = await scrape();
    expect((await restCall(t, 'GET', `/files/public/${randomUUID()}`)).status).toBe(404);
    const after = await scrape();
    expect(
      valueOf(after, 'site_http_requests_total', { ...route, status: '404' }) - valueOf(before, 'site_http_requests_total', { ...route, status: '404' }),
    ).toBe(1);
    expect(valueOf(after, 'site_http_request_duration_seconds_count', route) - valueOf(before, 'site_http_request_duration_seconds_count', route)).toBe(1);
    expect(after).not.toMatch(/route="\/files\/public\/[0-9a-f-]{36}"/);
  });

  it('counts a submission sent twice once as stored and once as a replay', async () => {
    const kind = { kind: 'Enquiry' };
    const before = await scrape();
    const submissionId = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const { errors } = await t.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId, input: validEnquiry() });
      expect(errors).toBeUndefined();
    }
    const after = await scrape();
    expect(valueOf(after, 'site_submissions_stored_total', kind) - valueOf(before, 'site_submissions_stored_total', kind)).toBe(1);
    expect(valueOf(after, 'site_submission_replays_total', kind) - valueOf(before, 'site_submission_replays_total', kind)).toBe(1);
    const operation = { operation: 'SubmitEnquiry', outcome: 'ok' };
    expect(valueOf(after, 'site_graphql_operations_total', operation) - valueOf(before, 'site_graphql_operations_total', operation)).toBe(2);
  });

  it('counts an operation name the site does not send as "other"', async () => {
    const other = { operation: 'other', outcome: 'ok' };
    const before = await scrape();
    expect((await t.graphql('query MadeUpName { __typename }')).errors).toBeUndefined();
    const after = await scrape();
    expect(valueOf(after, 'site_graphql_operations_total', other) - valueOf(before, 'site_graphql_operations_total', other)).toBe(1);
    expect(after).not.toContain('MadeUpName');
  });

  it('counts public reads answered from the cache and run', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i += 1) expect((await t.graphql(EVENTS_QUERY)).errors).toBeUndefined();
    const after = await scrape();
    const change = (result: string) => valueOf(after, 'site_public_read_cache_total', { result }) - valueOf(before, 'site_public_read_cache_total', { result });
    expect({ miss: change('miss'), hit: change('hit') }).toEqual({ miss: 1, hit: 1 });
  });

  it('counts a write refused by the public writes limit', async () => {
    const limited = await startTestServer({ METRICS_TOKEN, PUBLIC_WRITES_PER_MINUTE: '1' });
    try {
      const refusals = async () =>
        valueOf(await (await restCall(limited, 'GET', '/metrics', undefined, METRICS_TOKEN)).text(), 'site_rate_limit_refusals_total', { limit: 'writes' });
      const before = await refusals();
      const statuses = [];
      for (let i = 0; i < 2; i += 1)
        statuses.push((await limited.graphql(SUBMIT_ENQUIRY_MUTATION, { submissionId: randomUUID(), input: validEnquiry() })).status);
      expect(statuses).toEqual([200, 429]);
      expect((await refusals()) - before).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('counts a failed login', async () => {
    const before = await scrape();
    const { data } = await t.graphql<{ login: { status: string } }>(LOGIN_MUTATION, { adminId: 'admin', password: 'not the password' });
    expect(data?.login.status).toBe('failure');
    const after = await scrape();
    expect(valueOf(after, 'site_login_failures_total') - valueOf(before, 'site_login_failures_total')).toBe(1);
  });
});
