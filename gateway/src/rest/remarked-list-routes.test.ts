import { randomUUID } from 'node:crypto';
import { validContact, validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCall } from '../test/rest-call.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

// Every table declared with remarkedListRoutes: where a visitor submits, and where an admin reads and remarks.
const TABLES = [
  { list: '/api/enquiry', submit: '/api/enquiry', body: validEnquiry() },
  { list: '/api/connects', submit: '/api/connectUs', body: validContact() },
];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe.each(TABLES)('the remarked list at $list', ({ list, submit, body }) => {
  it('saves a remark on a stored row and answers the row', async () => {
    const submitted = await restCall(t, 'POST', submit, { ...body, submissionId: randomUUID() });
    expect(submitted.status).toBe(201);
    const { _id } = (await submitted.json()) as { _id: string };
    const response = await restCall(t, 'PUT', `${list}/${_id}/remark`, { remark: '  Called back  ' }, await t.adminToken());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id, remark: 'Called back' });
  });

  it.each([randomUUID(), 'not-a-uuid', '1'])('answers 404, never 500, for an unknown or malformed id (%s)', async (id) => {
    const response = await restCall(t, 'PUT', `${list}/${id}/remark`, { remark: 'x' }, await t.adminToken());
    expect(response.status).toBe(404);
  });
});
