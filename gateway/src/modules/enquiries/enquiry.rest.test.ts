import { randomUUID } from 'node:crypto';
import { QUICK_ENQUIRY_MESSAGES } from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const valid = validEnquiry({ submittedAt: '2026-11-21T05:30:00.000Z' });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function adminList(): Promise<Array<Record<string, unknown>>> {
  const response = await restCall(t, 'GET', '/api/enquiry', undefined, await t.adminToken());
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

describe('REST shim for enquiries', () => {
  it('POST /api/enquiry stores the enquiry and GET shows the admin view fields', async () => {
    const response = await restCall(t, 'POST', '/api/enquiry', valid);
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    const row = (await adminList()).find((r) => r._id === _id);
    expect(row).toEqual({
      _id,
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      enquiry: valid.enquiry,
      submittedAt: valid.submittedAt,
      receivedAt: expect.any(String),
      remark: '',
    });
  });

  it('answers 400 with an error text and the field messages, storing nothing', async () => {
    const before = (await adminList()).length;
    const response = await restCall(t, 'POST', '/api/enquiry', { name: valid.name, email: valid.email });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ phone: QUICK_ENQUIRY_MESSAGES.phone, enquiry: QUICK_ENQUIRY_MESSAGES.enquiry });
    expect(body.error).toContain(QUICK_ENQUIRY_MESSAGES.phone);
    expect(await adminList()).toHaveLength(before);
  });

  it('accepts an enquiry without submittedAt (older clients)', async () => {
    const { submittedAt: _omitted, ...rest } = valid;
    const response = await restCall(t, 'POST', '/api/enquiry', rest);
    expect(response.status).toBe(201);
  });

  it('replays with the Idempotency-Key header return the first result and add no row', async () => {
    const key = randomUUID();
    const before = (await adminList()).length;
    const first = (await (await restCall(t, 'POST', '/api/enquiry', valid, undefined, { 'idempotency-key': key })).json()) as { _id: string };
    const second = await restCall(t, 'POST', '/api/enquiry', valid, undefined, { 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { _id: string })._id).toBe(first._id);
    expect(await adminList()).toHaveLength(before + 1);
  });

  it('PUT /api/enquiry/{id}/remark saves the remark', async () => {
    const [row] = await adminList();
    const response = await restCall(t, 'PUT', `/api/enquiry/${row!._id}/remark`, { remark: 'Sent brochure' }, await t.adminToken());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: row!._id, remark: 'Sent brochure' });
  });

  it.each([randomUUID(), 'not-a-uuid'])('PUT remark on an unknown or malformed id (%s) answers 404', async (id) => {
    const response = await restCall(t, 'PUT', `/api/enquiry/${id}/remark`, { remark: 'x' }, await t.adminToken());
    expect(response.status).toBe(404);
  });

  it.each([
    ['GET', '/api/enquiry', undefined],
    ['PUT', `/api/enquiry/${randomUUID()}/remark`, { remark: 'x' }],
  ])('%s %s answers 401 without a valid token', async (method, path, body) => {
    await expectRestAdminOnly(t, method, path, body);
  });
});
