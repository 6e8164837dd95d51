import { randomUUID } from 'node:crypto';
import { SUPPORT_ENGINEERS, SUPPORT_MESSAGES as M, TICKET_ADMIN_MESSAGES, TICKET_ATTACHMENT_MAX_BYTES } from '@site/schema';
import { ticketContact, validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes, textBytes } from '../../test/file-fixtures.js';
import { graphqlWithFiles, type TestFile } from '../../test/multipart.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { SupportTicket } from './support-ticket.entity.js';

const SUBMIT = `mutation($id: String!, $input: SupportRequestInput!, $attachment: Upload) {
  submitSupportRequest(submissionId: $id, input: $input, attachment: $attachment) { id ticketId receivedAt }
}`;
const TICKETS = `query($category: String!) { supportTickets(category: $category) {
  id ticketId category status fullName email contactNo organizationName query message productName assignedEngineer attachment { id name type url }
} }`;
const ASSIGN = `mutation($ticketId: String!, $engineer: String!) { assignEngineer(ticketId: $ticketId, engineer: $engineer) { ticketId status assignedEngineer } }`;
const CLOSE = `mutation($ticketId: String!) { closeTicket(ticketId: $ticketId) { ticketId status } }`;
const DELETE = `mutation($ticketId: String!) { deleteTicket(ticketId: $ticketId) }`;

type Ticket = {
  id: string;
  ticketId: string;
  status: string;
  category: string;
  assignedEngineer: string | null;
  attachment: { id: string; name: string; type: string; url: string } | null;
};
type Receipt = { submitSupportRequest: { id: string; ticketId: string } };

const contact = ticketContact();
const maintenance = validTicket();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function submit(input: Record<string, unknown>, attachment?: TestFile, id = randomUUID()) {
  return graphqlWithFiles<Receipt>(t, SUBMIT, { id, input }, attachment ? { attachment } : {});
}

async function tickets(category: string): Promise<Ticket[]> {
  return (await t.graphql<{ supportTickets: Ticket[] }>(TICKETS, { category }, await t.adminToken())).data!.supportTickets;
}

async function ticket(category: string, ticketId: string): Promise<Ticket | undefined> {
  return (await tickets(category)).find((row) => row.ticketId === ticketId);
}

describe('submitSupportRequest', () => {
  it.each([
    ['Product Details', { message: 'Price of the cobot?', productName: 'Cobot' }],
    ['Training and Workshop', { message: 'A PLC workshop for 30 students' }],
    ['Setup and Costing', {}],
  ])('opens a %s ticket with a readable ticket id', async (formType, extra) => {
    const result = await submit({ ...contact, formType, ...extra });
    expect(result.errors).toBeUndefined();
    const { ticketId } = result.data!.submitSupportRequest;
    expect(ticketId).toMatch(/^SR-\d{8}-[2-9A-HJ-NP-Z]{4}$/);
    expect(await ticket(formType, ticketId)).toMatchObject({ category: formType, status: 'OPEN', assignedEngineer: null, attachment: null, ...extra });
  });

  it.each([
    ['a PDF', { name: 'report.pdf', bytes: pdfBytes() }, 'application/pdf', 'report.pdf', 'pdf'],
    ['a JPEG', { name: 'photo.jpeg', bytes: jpegBytes() }, 'image/jpeg', 'photo.jpeg', 'jpg'],
    ['a PNG renamed to .pdf', { name: 'scan.pdf', bytes: pngBytes(), type: 'application/pdf' }, 'image/png', 'scan.png', 'png'],
  ])('keeps %s attached to a Maintenance ticket, by its real type', async (_name, file, type, name, storedExtension) => {
    const result = await submit(maintenance, file);
    const stored = await ticket('Maintenance', result.data!.submitSupportRequest.ticketId);
    expect(stored?.attachment).toMatchObject({ type, name, url: `/files/private/${stored!.attachment!.id}` });
    expect(await storedFiles(t)).toContain(`${stored!.attachment!.id}.${storedExtension}`);
  });

  it('does not keep a file sent with another category', async () => {
    const files = await storedFiles(t);
    const result = await submit({ ...contact, formType: 'Product Details' }, { name: 'x.pdf', bytes: pdfBytes() });
    expect((await ticket('Product Details', result.data!.submitSupportRequest.ticketId))?.attachment).toBeNull();
    expect(await storedFiles(t)).toEqual(files);
  });

  it.each([
    ['text named .pdf', { name: 'notes.pdf', bytes: textBytes(), type: 'application/pdf' }, M.fileType],
    ['a file over 10 MB', { name: 'big.pdf', bytes: pdfBytes(TICKET_ATTACHMENT_MAX_BYTES + 1) }, M.fileSize],
  ])('refuses %s, storing neither ticket nor file', async (_name, file, message) => {
    const [rows, files] = [(await tickets('Maintenance')).length, await storedFiles(t)];
    const result = await submit(maintenance, file);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { image: message } });
    expect(await tickets('Maintenance')).toHaveLength(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('reports the missing fields with the shared message, and an unknown category', async () => {
    const missing = await submit({ fullName: '', email: '', contactNo: '', organizationName: '', formType: 'Maintenance' });
    expect(missing.errors?.[0]?.message).toBe(M.required);
    expect(missing.errors?.[0]?.extensions?.fieldErrors).toEqual({
      fullName: M.required,
      email: M.required,
      contactNo: M.required,
      organizationName: M.required,
      query: M.required,
    });
    const unknown = await submit({ ...contact, formType: 'Repairs' });
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ formType: M.formType });
  });

  it('keeps one ticket and one stored file for a replay, also for concurrent duplicates', async () => {
    const [rows, files] = [(await tickets('Maintenance')).length, (await storedFiles(t)).length];
    const id = randomUUID();
    const first = await submit(maintenance, { name: 'a.pdf', bytes: pdfBytes() }, id);
    const again = await submit(maintenance, { name: 'a.pdf', bytes: pdfBytes() }, id);
    expect(again.data!.submitSupportRequest).toEqual(first.data!.submitSupportRequest);
    const concurrentId = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(maintenance, { name: 'b.png', bytes: pngBytes() }, concurrentId)));
    expect(new Set(results.map((r) => r.data?.submitSupportRequest.ticketId)).size).toBe(1);
    expect(await tickets('Maintenance')).toHaveLength(rows + 2);
    expect(await storedFiles(t)).toHaveLength(files + 2);
  });
});

describe('admin ticket operations', () => {
  it('lists a category OPEN, pending, feedbackWaiting, Completed, then others, newest first within each', async () => {
    const statuses = ['Completed', 'OPEN', 'Escalated', 'feedbackWaiting', 'OPEN', 'pending'];
    const em = t.server.db.orm.em.fork();
    const ids: string[] = [];
    for (const [index, status] of statuses.entries()) {
      const { ticketId } = (await submit({ ...contact, formType: 'Setup and Costing', message: `#${index}` })).data!.submitSupportRequest;
      await em.nativeUpdate(SupportTicket, { ticketId }, { status, receivedAt: new Date(Date.UTC(2030, 0, 1, 0, index)) });
      ids.push(ticketId);
    }
    const listed = (await tickets('Setup and Costing')).filter((row) => ids.includes(row.ticketId));
    expect(listed.map((row) => [row.status, ids.indexOf(row.ticketId)])).toEqual([
      ['OPEN', 4],
      ['OPEN', 1],
      ['pending', 5],
      ['feedbackWaiting', 3],
      ['Completed', 0],
      ['Escalated', 2],
    ]);
  });

  it('assigns a listed engineer (an OPEN ticket becomes pending), closes and deletes with the attachment', async () => {
    const token = await t.adminToken();
    const { ticketId } = (await submit(maintenance, { name: 'x.pdf', bytes: pdfBytes() })).data!.submitSupportRequest;
    const { attachment } = (await ticket('Maintenance', ticketId))!;
    const assigned = await t.graphql(ASSIGN, { ticketId, engineer: SUPPORT_ENGINEERS[1] }, token);
    expect(assigned.data).toEqual({ assignEngineer: { ticketId, status: 'pending', assignedEngineer: SUPPORT_ENGINEERS[1] } });
    const refused = await t.graphql(ASSIGN, { ticketId, engineer: 'Somebody Else' }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { engineer: TICKET_ADMIN_MESSAGES.engineer } });
    expect((await t.graphql(CLOSE, { ticketId }, token)).data).toEqual({ closeTicket: { ticketId, status: 'Completed' } });

    expect((await t.graphql(DELETE, { ticketId }, token)).data).toEqual({ deleteTicket: true });
    expect(await ticket('Maintenance', ticketId)).toBeUndefined();
    expect(await storedFiles(t)).not.toContain(`${attachment!.id}.pdf`);
    expect((await fetch(`${t.url}${attachment!.url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('answers NOT_FOUND for an unknown ticket and BAD_USER_INPUT for an unknown category', async () => {
    const token = await t.adminToken();
    for (const query of [CLOSE, DELETE]) {
      expect((await t.graphql(query, { ticketId: 'SR-20260101-ZZZZ' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await t.graphql(ASSIGN, { ticketId: 'SR-20260101-ZZZZ', engineer: SUPPORT_ENGINEERS[0] }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(TICKETS, { category: 'ProductDetails' }, token)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['list', TICKETS, { category: 'Maintenance' }],
    ['assign', ASSIGN, { ticketId: 'SR-20260101-ZZZZ', engineer: SUPPORT_ENGINEERS[0] }],
    ['close', CLOSE, { ticketId: 'SR-20260101-ZZZZ' }],
    ['delete', DELETE, { ticketId: 'SR-20260101-ZZZZ' }],
  ])('answers 401 to %s without a valid token', async (_name, query, variables) => {
    await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});
