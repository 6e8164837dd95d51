import { randomUUID } from 'node:crypto';
import { JOB_APPLICATION_MESSAGES as M, RESUME_MAX_BYTES, TICKET_ATTACHMENT_MAX_BYTES } from '@site/schema';
import { validJobApplication } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestAdminOnly } from '../../test/admin-only.js';
import { pdfBytes, pngBytes } from '../../test/file-fixtures.js';
import { fieldParts, type Part, postForm } from '../../test/multipart.js';
import { restCall } from '../../test/rest-call.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

type AdminRow = Record<string, unknown> & { _id: string; email: string; resumePath: string; status: string };

/** An application from a new applicant: accept and delete find one by e-mail and role. */
const fields = (email = `${randomUUID().slice(0, 8)}@example.com`) =>
  validJobApplication({ email, category: 'Software Development', submittedAt: '2026-11-21T05:30:00.000Z' });
const resumePart = (bytes = pdfBytes(), name = 'ravi.pdf'): Part => ({ name: 'resume', file: { name, bytes, type: 'application/pdf' } });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function adminList(): Promise<AdminRow[]> {
  const response = await restCall(t, 'GET', '/api/getJobApplications', undefined, await t.adminToken());
  expect(response.status).toBe(200);
  return (await response.json()) as AdminRow[];
}

function apply(values: Record<string, string | null | undefined>, resume: Part | null = resumePart(), headers: Record<string, string> = {}) {
  return postForm(t, '/api/jobApplications', [...fieldParts(values), ...(resume ? [resume] : [])], headers);
}

describe('POST /api/jobApplications', () => {
  it('stores a multipart application, shown to the admin with resumePath and status pending', async () => {
    const values = fields();
    const response = await apply(values);
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    const row = (await adminList()).find((r) => r._id === _id)!;
    expect(row).toEqual({
      _id,
      name: values.name,
      email: values.email,
      phone: values.phone,
      category: values.category,
      coverLetter: values.coverLetter,
      status: 'pending',
      submittedAt: values.submittedAt,
      receivedAt: expect.any(String),
      resumePath: expect.stringMatching(/^\/files\/private\/[0-9a-f-]{36}$/),
    });
    expect((await fetch(`${t.url}${row.resumePath}`)).status).toBe(401);
    const file = await fetch(`${t.url}${row.resumePath}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });

  it('answers 400 with the shared messages for missing fields and a missing resume', async () => {
    const response = await apply({ name: 'Ravi Kumar', email: 'ravi@example.com' }, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: M.required, fields: { phone: M.required, category: M.required, resume: M.required } });
  });

  it('answers 400 for a PNG renamed to .pdf and for a resume over 5 MB, storing nothing', async () => {
    const [rows, files] = [(await adminList()).length, await storedFiles(t)];
    const png = await apply(fields(), resumePart(pngBytes(), 'resume.pdf'));
    expect(png.status).toBe(400);
    expect(((await png.json()) as { fields: unknown }).fields).toEqual({ resume: M.resumeType });
    const large = await apply(fields(), resumePart(pdfBytes(RESUME_MAX_BYTES + 1)));
    expect(large.status).toBe(400);
    expect(((await large.json()) as { fields: unknown }).fields).toEqual({ resume: M.resumeSize });
    expect(await adminList()).toHaveLength(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('answers 413 with a clear message for a file over the transport limit', async () => {
    const response = await apply(fields(), resumePart(pdfBytes(TICKET_ATTACHMENT_MAX_BYTES + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Each file must be 10 MB or smaller.' });
  });

  it('keeps one row and one file for a replay with the Idempotency-Key header', async () => {
    const [rows, files] = [(await adminList()).length, (await storedFiles(t)).length];
    const key = randomUUID();
    const first = (await (await apply(fields(), resumePart(), { 'idempotency-key': key })).json()) as { _id: string };
    const second = await apply(fields(), resumePart(), { 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { _id: string })._id).toBe(first._id);
    expect(await adminList()).toHaveLength(rows + 1);
    expect(await storedFiles(t)).toHaveLength(files + 1);
  });
});

describe('admin job application rows', () => {
  it('PUT /api/acceptJobApplication accepts and DELETE /api/deleteJobApplication deletes, with the resume', async () => {
    const token = await t.adminToken();
    const [accepted, deleted] = [fields(), fields()];
    await apply(accepted);
    await apply(deleted);
    const accept = await restCall(t, 'PUT', '/api/acceptJobApplication', { email: accepted.email, category: accepted.category }, token);
    expect(accept.status).toBe(200);
    expect((await adminList()).find((r) => r.email === accepted.email)?.status).toBe('accepted');

    const resumePath = (await adminList()).find((r) => r.email === deleted.email)!.resumePath;
    const remove = await restCall(t, 'DELETE', '/api/deleteJobApplication', { email: deleted.email, category: deleted.category }, token);
    expect(remove.status).toBe(200);
    expect(await remove.json()).toEqual({ success: true, deleted: 1 });
    expect((await adminList()).some((r) => r.email === deleted.email)).toBe(false);
    expect(await storedFiles(t)).not.toContain(`${resumePath.split('/').pop()}.pdf`);
  });

  it('answers 404 when the applicant has no application for the role', async () => {
    const response = await restCall(t, 'PUT', '/api/acceptJobApplication', { email: 'none@example.com', category: 'Internship' }, await t.adminToken());
    expect(response.status).toBe(404);
  });

  it.each([
    ['GET', '/api/getJobApplications', undefined],
    ['PUT', '/api/acceptJobApplication', { email: 'a@example.com', category: 'Internship' }],
    ['DELETE', '/api/deleteJobApplication', { email: 'a@example.com', category: 'Internship' }],
  ])('%s %s answers 401 without a valid token', async (method, path, body) => {
    await expectRestAdminOnly(t, method, path, body);
  });
});
