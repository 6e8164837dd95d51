import { randomUUID } from 'node:crypto';
import { JOB_APPLICATION_MESSAGES as M, RESUME_MAX_BYTES } from '@site/schema';
import { validJobApplication } from '@site/schema/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-only.js';
import { jpegBytes, pdfBytes, pngBytes, textBytes } from '../../test/file-fixtures.js';
import { graphqlWithFiles, type TestFile } from '../../test/multipart.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const SUBMIT = `mutation($id: String!, $input: JobApplicationInput!, $resume: Upload) {
  submitJobApplication(submissionId: $id, input: $input, resume: $resume) { id receivedAt }
}`;
const LIST = `{ jobApplications { id name email phone category coverLetter status submittedAt resume { id name type size url } } }`;
const ACCEPT = `mutation($email: String!, $category: String!) { acceptJobApplication(email: $email, category: $category) { id status } }`;
const REJECT = `mutation($email: String!, $category: String!) { rejectJobApplication(email: $email, category: $category) }`;
const DELETE = `mutation($email: String!, $category: String!) { deleteJobApplication(email: $email, category: $category) }`;
const SET_ACCEPTING = `mutation($id: Int!, $accepting: Boolean!) { setJobRoleAccepting(id: $id, accepting: $accepting) { id accepting } }`;

type Application = {
  id: string;
  email: string;
  category: string;
  status: string;
  resume: { id: string; name: string; type: string; size: number; url: string };
};

/** An application from a new applicant: accept, reject and delete find one by e-mail and role. */
const input = (email = `${randomUUID().slice(0, 8)}@example.com`) => validJobApplication({ email, submittedAt: '2026-11-20T10:00:00.000Z' });
const resume = (bytes = pdfBytes(), name = 'Asha Rao CV.pdf'): TestFile => ({ name, bytes, type: 'application/pdf' });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function submit(values: Record<string, unknown>, file: TestFile | undefined, id = randomUUID()) {
  return graphqlWithFiles<{ submitJobApplication: { id: string } }>(t, SUBMIT, { id, input: values }, file ? { resume: file } : {});
}

async function applications(): Promise<Application[]> {
  const result = await t.graphql<{ jobApplications: Application[] }>(LIST, {}, await t.adminToken());
  return result.data!.jobApplications;
}

async function download(url: string, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${url}`, { headers });
}

describe('submitJobApplication', () => {
  it('stores the application, pending, with the PDF under a generated name, downloadable by an admin only', async () => {
    const before = await storedFiles(t);
    const values = input();
    const result = await submit(values, resume());
    expect(result.errors).toBeUndefined();
    const stored = (await applications()).find((row) => row.id === result.data!.submitJobApplication.id)!;
    expect(stored).toMatchObject({ email: values.email, category: values.category, status: 'pending', coverLetter: values.coverLetter });
    expect(stored.resume).toMatchObject({
      name: 'Asha Rao CV.pdf',
      type: 'application/pdf',
      size: pdfBytes().length,
      url: `/files/private/${stored.resume.id}`,
    });
    expect((await storedFiles(t)).filter((name) => !before.includes(name))).toEqual([`${stored.resume.id}.pdf`]);

    expect((await download(stored.resume.url)).status).toBe(401);
    expect((await download(stored.resume.url, { authorization: 'Bearer forged' })).status).toBe(401);
    const file = await download(stored.resume.url, { authorization: `Bearer ${await t.adminToken()}` });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes())).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Asha Rao CV.pdf"; filename*=UTF-8''Asha%20Rao%20CV.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const byCookie = await download(stored.resume.url, { cookie: `token=${await t.adminToken()}` });
    expect(byCookie.status).toBe(200);
  });

  it.each([
    ['a PNG renamed to .pdf', { name: 'resume.pdf', bytes: pngBytes(), type: 'application/pdf' }],
    ['a JPEG', { name: 'photo.jpg', bytes: jpegBytes(), type: 'image/jpeg' }],
    ['text named .pdf', { name: 'resume.pdf', bytes: textBytes(), type: 'application/pdf' }],
  ])('refuses %s as not a PDF, storing nothing', async (_name, file) => {
    const [rows, files] = [(await applications()).length, await storedFiles(t)];
    const result = await submit(input(), file);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { resume: M.resumeType } });
    expect(await applications()).toHaveLength(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses a resume over 5 MB whole, with the size message, storing nothing', async () => {
    const files = await storedFiles(t);
    const atLimit = await submit(input(), resume(pdfBytes(RESUME_MAX_BYTES)));
    expect(atLimit.errors).toBeUndefined();
    const over = await submit(input(), resume(pdfBytes(RESUME_MAX_BYTES + 1)));
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { resume: M.resumeSize } });
    expect(await storedFiles(t)).toHaveLength(files.length + 1);
  });

  it('reports every missing field, the resume included, with the shared messages', async () => {
    const result = await submit({ name: ' ', email: '', phone: '', category: '' }, undefined);
    expect(result.errors?.[0]?.message).toBe(M.required);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: M.required,
      email: M.required,
      phone: M.required,
      category: M.required,
      resume: M.required,
    });
  });

  it('refuses a role that does not exist or is not accepting, storing nothing', async () => {
    const files = await storedFiles(t);
    const unknown = await submit({ ...input(), category: 'Astronaut' }, resume());
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ category: M.roleUnknown });
    await t.graphql(SET_ACCEPTING, { id: 9, accepting: false }, await t.adminToken());
    try {
      const closed = await submit({ ...input(), category: 'Internship' }, resume());
      expect(closed.errors?.[0]?.extensions?.fieldErrors).toEqual({ category: M.roleClosed });
    } finally {
      await t.graphql(SET_ACCEPTING, { id: 9, accepting: true }, await t.adminToken());
    }
    expect(await storedFiles(t)).toEqual(files);
    expect((await submit({ ...input(), category: 'Internship' }, resume())).errors).toBeUndefined();
  });

  it('keeps one row and one stored file for a replayed submission, also for concurrent duplicates', async () => {
    const files = (await storedFiles(t)).length;
    const rows = (await applications()).length;
    const id = randomUUID();
    const first = await submit(input(), resume(), id);
    const again = await submit(input('changed@example.com'), resume(), id);
    expect(again.data!.submitJobApplication.id).toBe(first.data!.submitJobApplication.id);
    const concurrentId = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(input(), resume(), concurrentId)));
    expect(new Set(results.map((r) => r.data?.submitJobApplication.id)).size).toBe(1);
    expect(await applications()).toHaveLength(rows + 2);
    expect(await storedFiles(t)).toHaveLength(files + 2);
  });

  it('keeps a hostile file name out of the disk and out of the download header', async () => {
    const hostile = await submit(input(), resume(pdfBytes(), '../../etc/passwd.pdf'));
    const quoted = await submit(input(), resume(pdfBytes(), 'my "best"\r\nresume.exe'));
    const rows = await applications();
    const [first, second] = [hostile, quoted].map((r) => rows.find((row) => row.id === r.data!.submitJobApplication.id)!);
    expect(first!.resume.name).toBe('passwd.pdf');
    expect(second!.resume.name).toBe('my best resume.pdf');
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([`${first!.resume.id}.pdf`, `${second!.resume.id}.pdf`]));
    const file = await download(second!.resume.url, { authorization: `Bearer ${await t.adminToken()}` });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="my best resume.pdf"; filename*=UTF-8''my%20best%20resume.pdf`);
  });
});

describe('admin job application operations', () => {
  it('accepts, rejects and deletes by e-mail and role; rejecting and deleting remove the resume', async () => {
    const token = await t.adminToken();
    const [kept, rejected, deleted] = [input(), input(), input()];
    for (const values of [kept, rejected, deleted]) expect((await submit(values, resume())).errors).toBeUndefined();
    const accepted = await t.graphql<{ acceptJobApplication: Array<{ status: string }> }>(ACCEPT, { email: kept.email, category: kept.category }, token);
    expect(accepted.data!.acceptJobApplication).toEqual([expect.objectContaining({ status: 'accepted' })]);
    const resumeOf = async (email: string) => (await applications()).find((row) => row.email === email)?.resume;
    const [rejectedResume, deletedResume] = [(await resumeOf(rejected.email))!, (await resumeOf(deleted.email))!];

    expect((await t.graphql(REJECT, { email: rejected.email, category: rejected.category }, token)).data).toEqual({ rejectJobApplication: 1 });
    expect((await t.graphql(DELETE, { email: deleted.email, category: deleted.category }, token)).data).toEqual({ deleteJobApplication: 1 });
    const rows = await applications();
    expect(rows.find((row) => row.email === kept.email)?.status).toBe('accepted');
    expect(rows.some((row) => row.email === rejected.email || row.email === deleted.email)).toBe(false);
    expect(await storedFiles(t)).not.toContain(`${rejectedResume.id}.pdf`);
    expect(await storedFiles(t)).not.toContain(`${deletedResume.id}.pdf`);
    expect((await download(deletedResume.url, { authorization: `Bearer ${token}` })).status).toBe(404);
  });

  it('answers NOT_FOUND for an applicant with no application for that role', async () => {
    const result = await t.graphql(ACCEPT, { email: 'nobody@example.com', category: 'Robotics Engineer' }, await t.adminToken());
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['list', LIST, {}],
    ['accept', ACCEPT, { email: 'a@example.com', category: 'Internship' }],
    ['reject', REJECT, { email: 'a@example.com', category: 'Internship' }],
    ['delete', DELETE, { email: 'a@example.com', category: 'Internship' }],
  ])('answers 401 to %s without a valid token', async (_name, query, variables) => {
    await expectAdminOnly((token) => t.graphql(query, variables, token));
  });
});
