import {
  DELETE_EVENT_MUTATION,
  ENQUIRIES_QUERY,
  EVENTS_QUERY,
  JOB_ROLES_QUERY,
  SET_JOB_ROLE_ACCEPTING_MUTATION,
  TRAINING_SESSIONS_QUERY,
  UPDATE_TRAINING_SESSION_MUTATION,
} from '@site/schema';
import { validEnquiry, validEvent } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestEvent } from '../test/event-client.js';
import { createSession, register, sessionInput } from '../test/training-data.js';
import { restCall } from '../test/rest-call.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

interface Role {
  id: number;
  accepting: boolean;
}
interface Titled {
  title: string;
}
interface Session extends Titled {
  capacity: number;
  registered: number;
}

async function restRead<T>(path: string): Promise<T> {
  const response = await fetch(`${t.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Each public read over both GraphQL and REST, read twice so the second answer comes from the cache when there is one. */
const reads = {
  jobRoles: async () => {
    const graphql = (await t.graphql<{ jobRoles: Role[] }>(JOB_ROLES_QUERY)).data!.jobRoles;
    return { graphql, rest: await restRead<Role[]>('/api/jobRoles') };
  },
  events: async () => {
    const graphql = (await t.graphql<{ events: Titled[] }>(EVENTS_QUERY)).data!.events;
    return { graphql, rest: await restRead<Titled[]>('/api/events') };
  },
  sessions: async () => {
    const graphql = (await t.graphql<{ trainingSessions: Session[] }>(TRAINING_SESSIONS_QUERY)).data!.trainingSessions;
    return { graphql, rest: await restRead<Session[]>('/api/trainingSessions') };
  },
};

async function readTwice<T>(read: () => Promise<T>): Promise<T> {
  await read();
  return read();
}

const accepting = (roles: Role[], id: number) => roles.find((role) => role.id === id)!.accepting;
const titles = (rows: Titled[]) => rows.map((row) => row.title);

describe('the public-read cache: an admin change is visible to the next public read', () => {
  it('a role closed over GraphQL and opened again over REST', async () => {
    expect(accepting((await readTwice(reads.jobRoles)).graphql, 3)).toBe(true);
    await t.graphql(SET_JOB_ROLE_ACCEPTING_MUTATION, { id: 3, accepting: false }, await t.adminToken());
    const closed = await reads.jobRoles();
    expect([accepting(closed.graphql, 3), accepting(closed.rest, 3)]).toEqual([false, false]);

    await readTwice(reads.jobRoles);
    expect((await restCall(t, 'PATCH', '/api/jobRoles/3', { accepting: true }, await t.adminToken())).status).toBe(200);
    const open = await reads.jobRoles();
    expect([accepting(open.graphql, 3), accepting(open.rest, 3)]).toEqual([true, true]);
  });

  it('an event added, then deleted', async () => {
    await readTwice(reads.events);
    await addTestEvent(t, validEvent({ title: 'Cache Expo 2026' }));
    const added = await reads.events();
    expect(titles(added.graphql)).toContain('Cache Expo 2026');
    expect(titles(added.rest)).toContain('Cache Expo 2026');

    await readTwice(reads.events);
    await t.graphql(DELETE_EVENT_MUTATION, { title: 'Cache Expo 2026' }, await t.adminToken());
    const deleted = await reads.events();
    expect(titles(deleted.graphql)).not.toContain('Cache Expo 2026');
    expect(titles(deleted.rest)).not.toContain('Cache Expo 2026');
  });

  it('a session updated over GraphQL, then over REST, and a seat taken by a visitor', async () => {
    const session = await createSession(t);
    await readTwice(reads.sessions);
    const input = sessionInput({ title: session.title, date: session.date, capacity: 35 });
    await t.graphql(UPDATE_TRAINING_SESSION_MUTATION, { title: session.title, input }, await t.adminToken());
    const find = (rows: Session[]) => rows.find((row) => row.title === session.title)!;
    let seen = await reads.sessions();
    expect([find(seen.graphql).capacity, find(seen.rest).capacity]).toEqual([35, 35]);

    await readTwice(reads.sessions);
    expect(
      (await restCall(t, 'PUT', `/api/trainingSessions/${encodeURIComponent(session.title)}`, { ...input, capacity: 40 }, await t.adminToken())).status,
    ).toBe(200);
    seen = await reads.sessions();
    expect([find(seen.graphql).capacity, find(seen.rest).capacity]).toEqual([40, 40]);

    await readTwice(reads.sessions);
    expect((await register(t, session.title)).data).toBeTruthy();
    seen = await reads.sessions();
    expect([find(seen.graphql).registered, find(seen.rest).registered]).toEqual([1, 1]);
  });
});

describe('answering from the cache', () => {
  it('serves the cached answer over REST and GraphQL until a mutation publishes the tag', async () => {
    await readTwice(reads.jobRoles);
    await t.server.db.orm.em.fork().getConnection().execute('update job_roles set accepting = false where id = 7');
    const cached = await reads.jobRoles();
    expect([accepting(cached.graphql, 7), accepting(cached.rest, 7)]).toEqual([true, true]);

    await t.graphql(SET_JOB_ROLE_ACCEPTING_MUTATION, { id: 7, accepting: false }, await t.adminToken());
    const fresh = await reads.jobRoles();
    expect([accepting(fresh.graphql, 7), accepting(fresh.rest, 7)]).toEqual([false, false]);
  });
});

describe('answers that are not public reads', () => {
  it('are never kept by a browser or a proxy: an admin read and a submission, over GraphQL and REST', async () => {
    const token = await t.adminToken();
    const graphql = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const answers = {
      adminGraphql: await graphql(ENQUIRIES_QUERY, { authorization: `Bearer ${token}` }),
      adminRest: await restCall(t, 'GET', '/api/enquiry', undefined, token),
      refusedGraphql: await graphql(ENQUIRIES_QUERY),
      submissionRest: await restCall(t, 'POST', '/api/enquiry', validEnquiry()),
    };
    for (const [what, answer] of Object.entries(answers)) expect([what, answer.headers.get('cache-control')]).toEqual([what, 'no-store']);
    expect([answers.adminGraphql.status, answers.adminRest.status, answers.refusedGraphql.status, answers.submissionRest.status]).toEqual([200, 200, 401, 201]);
  });
});

describe('revalidation', () => {
  it.each([
    ['REST', () => fetch(`${t.url}/api/jobRoles`), (etag: string) => fetch(`${t.url}/api/jobRoles`, { headers: { 'if-none-match': etag } })],
    ['GraphQL', () => graphqlPost({}), (etag: string) => graphqlPost({ 'if-none-match': etag })],
  ])('%s: 304 while the copy is current, the new answer once an admin changed it', async (_name, read, revalidate) => {
    const first = await read();
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await revalidate(etag)).status).toBe(304);

    await t.graphql(SET_JOB_ROLE_ACCEPTING_MUTATION, { id: 5, accepting: !accepting((await reads.jobRoles()).rest, 5) }, await t.adminToken());
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never caches an answer with errors', async () => {
    const bad = '{ jobRoles { id nosuchfield } }';
    for (let i = 0; i < 2; i++) {
      const result = await t.graphql(bad);
      expect(result.errors?.[0]?.message).toMatch(/nosuchfield/);
    }
  });
});

function graphqlPost(headers: Record<string, string>): Promise<Response> {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: JOB_ROLES_QUERY }),
  });
}
