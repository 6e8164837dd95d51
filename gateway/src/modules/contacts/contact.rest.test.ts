import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '@site/schema';
import { validContact } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { fieldParts, postForm } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const valid = validContact();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function adminList(): Promise<Array<Record<string, unknown>>> {
  const response = await restCall(t, 'GET', '/api/connects', undefined, await t.adminToken());
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

describe('REST shim for contact inquiries', () => {
  it('POST /api/connectUs stores JSON, and GET /api/connects shows the admin view fields', async () => {
    const response = await restCall(t, 'POST', '/api/connectUs', valid);
    expect(response.status).toBe(201);
    const { _id, id } = (await response.json()) as { _id: string; id: string };
    expect(id).toBe(_id);
    expect((await adminList()).find((row) => row._id === _id)).toEqual({
      _id,
      id: _id,
      name: valid.name,
      email: valid.email,
      phone: valid.mobile,
      message: valid.message,
      submittedAt: null,
      receivedAt: expect.any(String),
      remark: '',
    });
  });

  it('POST /api/connectUs also takes multipart form data from older clients', async () => {
    const response = await postForm(t, '/api/connectUs', fieldParts({ ...valid, message: 'Sent as a form' }));
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    expect((await adminList()).find((row) => row._id === _id)).toMatchObject({ message: 'Sent as a form', phone: valid.mobile });
  });

  it('answers 400 with an error text and the field messages, storing nothing', async () => {
    const before = (await adminList()).length;
    const response = await restCall(t, 'POST', '/api/connectUs', { name: valid.name, mobile: '12' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ email: CONTACT_MESSAGES.email, mobile: CONTACT_MESSAGES.mobile, message: CONTACT_MESSAGES.message });
    expect(body.error).toContain(CONTACT_MESSAGES.message);
    expect(await adminList()).toHaveLength(before);
  });

  it('replays with the Idempotency-Key header return the first result and add no row', async () => {
    const key = randomUUID();
    const before = (await adminList()).length;
    const send = () => restCall(t, 'POST', '/api/connectUs', valid, undefined, { 'idempotency-key': key });
    const first = (await (await send()).json()) as { _id: string };
    const second = await send();
    expect(second.status).toBe(201);
    expect(((await second.json()) as { _id: string })._id).toBe(first._id);
    expect(await adminList()).toHaveLength(before + 1);
  });

  it('PUT /api/connects/{id}/remark saves the remark; an unknown id answers 404', async () => {
    const { _id } = (await (await restCall(t, 'POST', '/api/connectUs', valid)).json()) as { _id: string };
    const token = await t.adminToken();
    const response = await restCall(t, 'PUT', `/api/connects/${_id}/remark`, { remark: 'Quoted' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id, id: _id, remark: 'Quoted' });
    expect((await restCall(t, 'PUT', `/api/connects/${randomUUID()}/remark`, { remark: 'x' }, token)).status).toBe(404);
    expect((await restCall(t, 'PUT', '/api/connects/not-a-uuid/remark', { remark: 'x' }, token)).status).toBe(404);
  });

  it.each([
    ['GET', '/api/connects', undefined],
    ['PUT', `/api/connects/${randomUUID()}/remark`, { remark: 'x' }],
  ])('%s %s answers 401 without a valid token, though the old client sent none', async (method, path, body) => {
    await expectRestAdminOnly(t, method, path, body);
  });
});
