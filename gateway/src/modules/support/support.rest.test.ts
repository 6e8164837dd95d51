import { randomUUID } from 'node:crypto';
import { SUPPORT_CATEGORIES, SUPPORT_ENGINEERS, SUPPORT_MESSAGES as M, TICKET_ADMIN_MESSAGES, TICKET_ATTACHMENT_MAX_BYTES } from '@site/schema';
import { ticketContact, validTicket } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { fieldParts, type Part, postForm } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

type TicketView = Record<string, unknown> & { _id: string; ticketId: string; status: string; image: string | null };

const contact = ticketContact();
const maintenance = validTicket();
const image = (bytes: Buffer, name: string): Part => ({ name: 'image', file: { name, bytes, type: 'image/png' } });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function request(values: Record<string, string | null | undefined>, files: Part[] = [], headers: Record<string, string> = {}) {
  return postForm(t, '/api/support', [...fieldParts(values), ...files], headers);
}

async function list(key: string): Promise<TicketView[]> {
  const response = await restCall(t, 'GET', `/api/getQuery/${key}`, undefined, await t.adminToken());
  expect(response.status).toBe(200);
  return (await response.json()) as TicketView[];
}

describe('POST /api/support', () => {
  it.each(SUPPORT_CATEGORIES.map(({ title, key }) => [title, key]))(
    'opens a %s ticket and answers the success message with the ticket id',
    async (title, key) => {
      const response = await request({ ...contact, formType: title, query: 'q', message: 'm', productName: 'p' });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { success: boolean; message: string; ticketId: string };
      expect(body).toMatchObject({ success: true, message: `${title} request submitted successfully!`, ticketId: expect.stringMatching(/^SR-\d{8}-\w{4}$/) });
      expect((await list(key)).find((row) => row.ticketId === body.ticketId)).toEqual({
        _id: expect.any(String),
        ticketId: body.ticketId,
        status: 'OPEN',
        formType: title,
        ...contact,
        query: 'q',
        message: 'm',
        productName: 'p',
        assignedEngineer: null,
        receivedAt: expect.any(String),
        image: null,
      });
    },
  );

  it('keeps a Maintenance attachment, listed as a private URL in image', async () => {
    const response = await request(maintenance, [image(jpegBytes(), 'photo.jpg')]);
    const { ticketId } = (await response.json()) as { ticketId: string };
    const row = (await list('Maintenance')).find((r) => r.ticketId === ticketId)!;
    expect(row.image).toMatch(/^\/files\/private\/[0-9a-f-]{36}$/);
    expect((await fetch(`${t.url}${row.image}`)).status).toBe(401);
    const file = await fetch(`${t.url}${row.image}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(jpegBytes())).toBe(true);
  });

  it('answers {success: false, message} with the shared message, storing nothing', async () => {
    const [rows, files] = [(await list('Maintenance')).length, await storedFiles(t)];
    const missing = await request({ ...maintenance, organizationName: undefined, query: ' ' }, [image(pngBytes(), 'a.png')]);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, message: M.required });
    const wrongType = await request(maintenance, [image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.png')]);
    expect(await wrongType.json()).toMatchObject({ success: false, message: M.fileType });
    expect(await list('Maintenance')).toHaveLength(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('answers 413 with a clear message for a file over the transport limit', async () => {
    const response = await request(maintenance, [image(pdfBytes(TICKET_ATTACHMENT_MAX_BYTES + 1), 'big.pdf')]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'Each file must be 10 MB or smaller.' });
  });

  it('keeps one ticket and one file for a replay with the Idempotency-Key header', async () => {
    const [rows, files] = [(await list('Maintenance')).length, (await storedFiles(t)).length];
    const key = randomUUID();
    const send = () => request(maintenance, [image(pngBytes(), 'a.png')], { 'idempotency-key': key });
    const first = (await (await send()).json()) as { ticketId: string };
    const second = (await (await send()).json()) as { ticketId: string };
    expect(second.ticketId).toBe(first.ticketId);
    expect(await list('Maintenance')).toHaveLength(rows + 1);
    expect(await storedFiles(t)).toHaveLength(files + 1);
  });
});

describe('admin ticket rows', () => {
  it('assign, close and delete by ticket id', async () => {
    const token = await t.adminToken();
    const { ticketId } = (await (await request(maintenance, [image(pngBytes(), 'a.png')])).json()) as { ticketId: string };
    const imageUrl = (await list('Maintenance')).find((r) => r.ticketId === ticketId)!.image!;

    const assign = await restCall(t, 'POST', '/api/engineerAssignment', { ticketId, Engineer: SUPPORT_ENGINEERS[2] }, token);
    expect(assign.status).toBe(200);
    expect(await assign.json()).toMatchObject({ success: true, ticket: { ticketId, assignedEngineer: SUPPORT_ENGINEERS[2], status: 'pending' } });
    const noEngineer = await restCall(t, 'POST', '/api/engineerAssignment', { ticketId }, token);
    expect(noEngineer.status).toBe(400);
    expect(await noEngineer.json()).toEqual({ error: TICKET_ADMIN_MESSAGES.engineer, fields: { engineer: TICKET_ADMIN_MESSAGES.engineer } });

    const close = await restCall(t, 'POST', '/api/ticketClose', { ticketId }, token);
    expect(await close.json()).toMatchObject({ success: true, ticket: { status: 'Completed' } });
    const remove = await restCall(t, 'POST', '/api/deleteTicket', { ticketId }, token);
    expect(await remove.json()).toEqual({ success: true });
    expect((await list('Maintenance')).some((r) => r.ticketId === ticketId)).toBe(false);
    expect(await storedFiles(t)).not.toContain(`${imageUrl.split('/').pop()}.png`);
    expect((await restCall(t, 'POST', '/api/deleteTicket', { ticketId }, token)).status).toBe(404);
  });

  it.each([
    ...SUPPORT_CATEGORIES.map(({ key }) => ['GET', `/api/getQuery/${key}`, undefined] as const),
    ['POST', '/api/engineerAssignment', { ticketId: 'SR-20260101-ZZZZ', Engineer: SUPPORT_ENGINEERS[0] }] as const,
    ['POST', '/api/ticketClose', { ticketId: 'SR-20260101-ZZZZ' }] as const,
    ['POST', '/api/deleteTicket', { ticketId: 'SR-20260101-ZZZZ' }] as const,
  ])('%s %s answers 401 without a valid token', async (method, path, body) => {
    await expectRestAdminOnly(t, method, path, body);
  });
});
