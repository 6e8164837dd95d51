import { randomUUID } from 'node:crypto';
import { QUICK_ENQUIRY_MESSAGES } from '@site/schema';
import { validEnquiry } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const SUBMIT = `mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id receivedAt } }`;
const LIST = `{ enquiries { id name email phone enquiry submittedAt remark } }`;
const REMARK = `mutation($id: ID!, $remark: String!) { saveEnquiryRemark(id: $id, remark: $remark) { id remark } }`;

const valid = validEnquiry({ phone: '+91 9876543210' });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function listAsAdmin() {
  const result = await t.graphql<{ enquiries: Array<Record<string, string | null>> }>(LIST, {}, await t.adminToken());
  return result.data!.enquiries;
}

describe('submitEnquiry over GraphQL', () => {
  it('stores a valid enquiry, trimmed, and answers a receipt', async () => {
    const id = randomUUID();
    const result = await t.graphql<{ submitEnquiry: { id: string } }>(SUBMIT, {
      id,
      input: { ...valid, name: '  Meera Iyer ', submittedAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(result.errors).toBeUndefined();
    const stored = (await listAsAdmin()).find((row) => row.id === result.data!.submitEnquiry.id);
    expect(stored).toMatchObject({ name: 'Meera Iyer', email: valid.email, phone: valid.phone, submittedAt: '2026-11-20T10:00:00.000Z', remark: '' });
  });

  it("rejects bad input with every failing field's message and stores nothing", async () => {
    const before = (await listAsAdmin()).length;
    const result = await t.graphql(SUBMIT, { id: randomUUID(), input: { name: 'A1', email: 'nope', phone: '12345', enquiry: 'hi' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: QUICK_ENQUIRY_MESSAGES,
    });
    expect(await listAsAdmin()).toHaveLength(before);
  });

  it('returns the first receipt for a replayed submissionId and keeps one row', async () => {
    const id = randomUUID();
    const first = await t.graphql<{ submitEnquiry: { id: string } }>(SUBMIT, { id, input: valid });
    const again = await t.graphql<{ submitEnquiry: { id: string } }>(SUBMIT, { id, input: { ...valid, enquiry: 'A changed retry body' } });
    expect(again.data!.submitEnquiry.id).toBe(first.data!.submitEnquiry.id);
    expect((await listAsAdmin()).filter((row) => row.id === first.data!.submitEnquiry.id)).toHaveLength(1);
  });

  it('stores exactly one row for ten concurrent duplicates', async () => {
    const id = randomUUID();
    const before = (await listAsAdmin()).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => t.graphql<{ submitEnquiry: { id: string } }>(SUBMIT, { id, input: valid })));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(new Set(results.map((r) => r.data!.submitEnquiry.id)).size).toBe(1);
    expect(await listAsAdmin()).toHaveLength(before + 1);
  });

  it('refuses a malformed submissionId', async () => {
    const result = await t.graphql(SUBMIT, { id: 'x', input: valid });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('admin enquiry operations', () => {
  it('lists newest first with undated rows last', async () => {
    const submit = (enquiry: string, submittedAt: string | null) => t.graphql(SUBMIT, { id: randomUUID(), input: { ...valid, enquiry, submittedAt } });
    await submit('Undated enquiry', null);
    await submit('Older enquiry', '2026-11-20T11:00:00.000Z');
    await submit('Newest enquiry', '2030-01-01T00:00:00.000Z');
    await submit('Middle enquiry', '2027-06-01T00:00:00.000Z');
    const rows = await listAsAdmin();
    const dated = rows.filter((row) => row.submittedAt !== null);
    const firstUndated = rows.findIndex((row) => row.submittedAt === null);
    expect(firstUndated).toBe(dated.length);
    expect(dated.map((row) => row.submittedAt)).toEqual(
      dated
        .map((row) => row.submittedAt)
        .sort()
        .reverse(),
    );
    expect(rows.slice(0, 3).map((row) => row.enquiry)).toEqual(['Newest enquiry', 'Middle enquiry', 'Older enquiry']);
  });

  it('saves a remark', async () => {
    const enquiry = `To be called back ${randomUUID()}`;
    expect((await t.graphql(SUBMIT, { id: randomUUID(), input: { ...valid, enquiry } })).errors).toBeUndefined();
    const row = (await listAsAdmin()).find((found) => found.enquiry === enquiry);
    const result = await t.graphql<{ saveEnquiryRemark: { remark: string } }>(REMARK, { id: row!.id, remark: 'Called back on Monday' }, await t.adminToken());
    expect(result.data!.saveEnquiryRemark.remark).toBe('Called back on Monday');
    expect((await listAsAdmin()).find((r) => r.id === row!.id)?.remark).toBe('Called back on Monday');
  });

  it.each([
    ['list', LIST, {}],
    ['remark', REMARK, { id: randomUUID(), remark: 'x' }],
  ])('answers 401 to %s without a valid token', async (_name, query, variables) => {
    await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});
