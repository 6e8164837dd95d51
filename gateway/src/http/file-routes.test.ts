import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../files/create-file-store.js';
import type { FileStore } from '../files/file-store.js';
import type { FileVisibility, UploadedFile } from '../files/uploaded-file.entity.js';
import { LOGIN_MUTATION, LOGOUT_MUTATION, SUBMIT_JOB_APPLICATION_MUTATION, SUBMIT_SUPPORT_REQUEST_MUTATION } from '@site/schema';
import { validJobApplication, validTicket } from '@site/schema/test/factories';
import { pdfBytes, pngBytes } from '../test/file-fixtures.js';
import { graphqlWithFiles } from '../test/multipart.js';
import { startTestServer, TEST_ADMIN_ID, TEST_ADMIN_PASSWORD, type TestServer } from '../test/test-server.js';
import { createSession, register } from '../test/training-data.js';

let t: TestServer;
let store: FileStore;
beforeAll(async () => {
  t = await startTestServer();
  store = createFileStore(t.server.db, t.config.uploadsDir);
});
afterAll(() => t.close());

/** Stands in for a module that keeps an upload: writes the file and its row. */
async function keep(visibility: FileVisibility, name = 'diagram.png'): Promise<UploadedFile> {
  const file = await store.save({ name, type: 'image/png', size: pngBytes().length, bytes: pngBytes() }, visibility);
  await t.server.db.orm.em.fork().persist(file).flush();
  return file;
}

describe('/files/public/{id}', () => {
  it('serves a public file to anyone, inline, by its sniffed type', async () => {
    const file = await keep('public', 'Brochure été.png');
    const response = await fetch(`${t.url}/files/public/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Brochure ete.png"; filename*=UTF-8''Brochure%20%C3%A9t%C3%A9.png`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('does not serve a private file', async () => {
    const file = await keep('private');
    expect((await fetch(`${t.url}/files/public/${file.id}`)).status).toBe(404);
  });
});

describe('/files/private/{id}', () => {
  it('answers 401 before revealing whether a file exists', async () => {
    const file = await keep('private');
    for (const id of [file.id, randomUUID()]) {
      const response = await fetch(`${t.url}/files/private/${id}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'Authentication required. Please log in again.' });
    }
  });

  it('serves it to an admin as an attachment, not to be cached', async () => {
    const file = await keep('private');
    const response = await fetch(`${t.url}/files/private/${file.id}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['an unknown id', async () => randomUUID()],
    ['a malformed id', async () => '..%2F..%2Fetc%2Fpasswd'],
    [
      'a file whose bytes are gone',
      async () => {
        const file = await keep('private');
        await store.remove(file);
        return file.id;
      },
    ],
  ])('answers 404 for %s', async (_name, idOf) => {
    const response = await fetch(`${t.url}/files/private/${await idOf()}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('resumes, ID cards and ticket attachments', () => {
  /** The private upload of a real submission, at the URL the dashboard links to. */
  async function uploadUrl(table: string, column: string, id: string): Promise<string> {
    const [row] = await t.server.db.orm.em
      .getConnection()
      .execute<{ id: string; visibility: string }[]>(`select f.id, f.visibility from ${table} t join uploaded_files f on f.id = t.${column} where t.id = ?`, [
        id,
      ]);
    expect(row?.visibility).toBe('private');
    return `${t.url}/files/private/${row!.id}`;
  }

  it('are served only to a signed-in admin, never to be cached, and no longer once signed out', async () => {
    const resume = await graphqlWithFiles<{ submitJobApplication: { id: string } }>(
      t,
      SUBMIT_JOB_APPLICATION_MUTATION,
      { submissionId: randomUUID(), input: validJobApplication() },
      { resume: { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' } },
    );
    const ticket = await graphqlWithFiles<{ submitSupportRequest: { id: string } }>(
      t,
      SUBMIT_SUPPORT_REQUEST_MUTATION,
      { submissionId: randomUUID(), input: validTicket() },
      { attachment: { name: 'joint.png', bytes: pngBytes(), type: 'image/png' } },
    );
    const session = await createSession(t);
    const registration = await register(t, session.title);
    const urls = [
      await uploadUrl('job_applications', 'resume_id', resume.data!.submitJobApplication.id),
      await uploadUrl('support_tickets', 'attachment_id', ticket.data!.submitSupportRequest.id),
      await uploadUrl('training_registrations', 'id_card_id', registration.data!.registerForTraining.id),
    ];

    const token = await signIn();
    for (const url of urls) {
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
      const admin = await fetch(url, { headers: { cookie: `token=${token}` } });
      expect(admin.status).toBe(200);
      expect(admin.headers.get('cache-control')).toBe('private, no-store');
    }

    await t.graphql(LOGOUT_MUTATION, {}, token);
    for (const url of urls) {
      const signedOut = await fetch(url, { headers: { cookie: `token=${token}` } });
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

/** A session of its own, so that signing it out leaves the others' token alone. */
async function signIn(): Promise<string> {
  const { data } = await t.graphql<{ login: { token: string } }>(LOGIN_MUTATION, { adminId: TEST_ADMIN_ID, password: TEST_ADMIN_PASSWORD });
  return data!.login.token;
}
