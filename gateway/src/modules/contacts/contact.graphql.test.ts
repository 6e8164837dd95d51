import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '@site/schema';
import { validContact } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const SUBMIT = `mutation($id: String!, $input: ContactInput!) { submitContact(submissionId: $id, input: $input) { id receivedAt } }`;
const LIST = `{ contactSubmissions { id name email mobile message submittedAt remark } }`;
const REMARK = `mutation($id: ID!, $remark: String!) { saveContactRemark(id: $id, remark: $remark) { id remark } }`;

type Row = Record<string, string | null>;
const valid = validContact({ mobile: '+91 9876543210' });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function listAsAdmin(): Promise<Row[]> {
  return (await t.graphql<{ contactSubmissions: Row[] }>(LIST, {}, await t.adminToken())).data!.contactSubmissions;
}

async function submit(input: Record<string, unknown>, id = randomUUID()) {
  return t.graphql<{ submitContact: { id: string } }>(SUBMIT, { id, input });
}

describe('submitContact over GraphQL', () => {
  it('stores a valid inquiry, trimmed, with or without a mobile', async () => {
    const full = await submit({ ...valid, name: '  Meera Iyer ', submittedAt: '2026-11-20T10:00:00.000Z' });
    const bare = await submit(validContact({ mobile: undefined }));
    const rows = await listAsAdmin();
    expect(rows.find((row) => row.id === full.data!.submitContact.id)).toMatchObject({
      name: 'Meera Iyer',
      mobile: valid.mobile,
      submittedAt: '2026-11-20T10:00:00.000Z',
      remark: '',
    });
    expect(rows.find((row) => row.id === bare.data!.submitContact.id)).toMatchObject({ mobile: '', submittedAt: null });
  });

  it("rejects bad input with every failing field's message and stores nothing", async () => {
    const before = (await listAsAdmin()).length;
    const result = await submit({ name: ' ', email: 'nope', mobile: '123', message: '' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: CONTACT_MESSAGES });
    expect(await listAsAdmin()).toHaveLength(before);
  });

  it('returns the first receipt for a replayed submissionId and keeps one row', async () => {
    const id = randomUUID();
    const before = (await listAsAdmin()).length;
    const first = await submit(valid, id);
    const again = await submit({ ...valid, message: 'A changed retry' }, id);
    expect(again.data!.submitContact.id).toBe(first.data!.submitContact.id);
    expect(await listAsAdmin()).toHaveLength(before + 1);
  });
});

describe('admin contact operations', () => {
  it('lists newest first with undated rows last', async () => {
    const submitAt = (message: string, submittedAt: string | null) => submit({ ...valid, message, submittedAt });
    await submitAt('Undated', null);
    await submitAt('Older', '2026-11-20T11:00:00.000Z');
    await submitAt('Newest', '2030-01-01T00:00:00.000Z');
    await submitAt('Middle', '2027-06-01T00:00:00.000Z');
    const rows = await listAsAdmin();
    const dated = rows.filter((row) => row.submittedAt !== null);
    expect(rows.findIndex((row) => row.submittedAt === null)).toBe(dated.length);
    expect(dated.map((row) => row.submittedAt)).toEqual(
      dated
        .map((row) => row.submittedAt)
        .sort()
        .reverse(),
    );
    expect(rows.slice(0, 3).map((row) => row.message)).toEqual(['Newest', 'Middle', 'Older']);
  });

  it('saves a remark, and answers NOT_FOUND for an unknown or malformed id', async () => {
    const { data } = await submit(valid);
    const token = await t.adminToken();
    const result = await t.graphql<{ saveContactRemark: Row }>(REMARK, { id: data!.submitContact.id, remark: ' Replied by mail ' }, token);
    expect(result.data!.saveContactRemark.remark).toBe('Replied by mail');
    expect((await listAsAdmin()).find((row) => row.id === data!.submitContact.id)?.remark).toBe('Replied by mail');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await t.graphql(REMARK, { id, remark: 'x' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['list', LIST, {}],
    ['remark', REMARK, { id: randomUUID(), remark: 'x' }],
  ])('answers 401 to %s without a valid token', async (_name, query, variables) => {
    await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});
