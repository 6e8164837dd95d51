import { DEFAULT_JOB_ROLES } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, expectRestAdminOnly } from '../../test/admin-only.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedJobRoles } from './job-role.service.js';

const ROLES = `{ jobRoles { id role accepting } }`;
const SET_ACCEPTING = `mutation($id: Int!, $accepting: Boolean!) { setJobRoleAccepting(id: $id, accepting: $accepting) { id role accepting } }`;
const defaults = DEFAULT_JOB_ROLES.map((role, index) => ({ id: index + 1, role, accepting: true }));

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('job roles over GraphQL', () => {
  it('lists the nine default roles, ids 1-9, all accepting, to anyone', async () => {
    const result = await t.graphql<{ jobRoles: unknown[] }>(ROLES);
    expect(result.data!.jobRoles).toEqual(defaults);
  });

  it('lets an admin close and reopen a role', async () => {
    const token = await t.adminToken();
    const closed = await t.graphql<{ setJobRoleAccepting: unknown }>(SET_ACCEPTING, { id: 2, accepting: false }, token);
    expect(closed.data!.setJobRoleAccepting).toEqual({ id: 2, role: 'Mechanical Engineer', accepting: false });
    expect((await t.graphql<{ jobRoles: Array<{ accepting: boolean }> }>(ROLES)).data!.jobRoles[1]!.accepting).toBe(false);
    await t.graphql(SET_ACCEPTING, { id: 2, accepting: true }, token);
    expect((await t.graphql<{ jobRoles: unknown[] }>(ROLES)).data!.jobRoles).toEqual(defaults);
  });

  it('answers NOT_FOUND for an unknown role', async () => {
    const result = await t.graphql(SET_ACCEPTING, { id: 99, accepting: false }, await t.adminToken());
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers 401 to the toggle without a valid token', async () => {
    await expectAdminOnly((token) => t.graphql(SET_ACCEPTING, { id: 1, accepting: false }, token));
    expect((await t.graphql<{ jobRoles: unknown[] }>(ROLES)).data!.jobRoles).toEqual(defaults);
  });

  it('seeds again without duplicating roles or reopening one an admin closed', async () => {
    await t.graphql(SET_ACCEPTING, { id: 5, accepting: false }, await t.adminToken());
    await seedJobRoles(t.server.db.orm.em.fork());
    const roles = (await t.graphql<{ jobRoles: Array<{ id: number; accepting: boolean }> }>(ROLES)).data!.jobRoles;
    expect(roles).toHaveLength(9);
    expect(roles.find((role) => role.id === 5)?.accepting).toBe(false);
    await t.graphql(SET_ACCEPTING, { id: 5, accepting: true }, await t.adminToken());
  });
});

describe('job roles over the REST shim', () => {
  it('GET /api/jobRoles answers {id, role, accepting} for each role', async () => {
    const response = await restCall(t, 'GET', '/api/jobRoles');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(defaults);
  });

  it('PATCH /api/jobRoles/{id} toggles with the token', async () => {
    const token = await t.adminToken();
    const response = await restCall(t, 'PATCH', '/api/jobRoles/3', { accepting: false }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 3, role: 'Robotics Engineer', accepting: false });
    expect(await (await restCall(t, 'PATCH', '/api/jobRoles/3', { accepting: true }, token)).json()).toMatchObject({ accepting: true });
  });

  it.each([
    ['an unknown id', '/api/jobRoles/42', { accepting: false }, 404],
    ['an id that is not a number', '/api/jobRoles/abc', { accepting: false }, 400],
    ['no accepting value', '/api/jobRoles/1', {}, 400],
  ])('PATCH with %s answers %i', async (_name, path, body, status) => {
    expect((await restCall(t, 'PATCH', path, body, await t.adminToken())).status).toBe(status);
  });

  it('PATCH answers 401 without a valid token', async () => {
    await expectRestAdminOnly(t, 'PATCH', '/api/jobRoles/1', { accepting: false });
    expect(await (await restCall(t, 'GET', '/api/jobRoles')).json()).toEqual(defaults);
  });
});
