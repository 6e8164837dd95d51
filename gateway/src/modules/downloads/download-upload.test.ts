import { request } from 'node:http';
import { Readable } from 'node:stream';
import {
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_NO_FILE_MESSAGE,
  DOWNLOAD_SLOTS_QUERY,
  DOWNLOAD_TOO_LARGE_MESSAGE,
  DOWNLOAD_UNKNOWN_SLOT_MESSAGE,
  DOWNLOAD_WRONG_TYPE_MESSAGES,
  type DownloadSlotsQuery,
  findDownloadSlot,
} from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../files/create-file-store.js';
import { getDownload, postDownload, putDownload, sha256 } from '../../test/download-client.js';
import { pdfBytes, pngBytes, randomPdfBytes, zipBytes } from '../../test/file-fixtures.js';
import { downloadVersionNames, storedDownloadNames } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { DownloadRefusal } from './download-errors.js';
import { storeDownload } from './download-upload.js';

const SETUP = 'roboanalyzer/roboanalyzer-setup.zip';
const TUTORIAL = 'feast/tutorials/tutorial-03.pdf';
const MiB = 1024 * 1024;

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
});
afterAll(() => t.close());

async function slotFile(path: string) {
  const slots = (await t.graphql<DownloadSlotsQuery>(DOWNLOAD_SLOTS_QUERY, {}, token)).data!.downloadSlots;
  return slots.find((slot) => slot.path === path)!.file;
}

/** How many versions the database knows, to show that a refused upload leaves none. */
async function storedVersions(): Promise<number> {
  const [row] = await t.server.db.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from download_file_versions');
  return Number(row!.count);
}

describe('uploading into a slot', () => {
  it('takes a ZIP by PUT with the admin cookie and answers the file, then serves exactly those bytes', async () => {
    const bytes = zipBytes(Buffer.from('RoboAnalyzer setup, version 1'));
    const response = await putDownload(t, SETUP, bytes, token);
    expect(response.status).toBe(200);
    const file = await response.json();
    expect(file).toEqual({
      path: SETUP,
      fileName: 'roboanalyzer-setup.zip',
      size: bytes.length,
      sha256: sha256(bytes),
      contentType: 'application/zip',
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await slotFile(SETUP)).toEqual(file);
    expect((await getDownload(t, SETUP)).body.equals(bytes)).toBe(true);
  });

  it('takes a PDF by a multipart POST with the bearer token', async () => {
    const bytes = pdfBytes(5000);
    const response = await postDownload(t, TUTORIAL, { name: 'My Tutorial.pdf', bytes, type: 'application/pdf' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ path: TUTORIAL, fileName: 'tutorial-03.pdf', size: 5000, contentType: 'application/pdf' });
    expect((await getDownload(t, TUTORIAL)).body.equals(bytes)).toBe(true);
  });

  it('replaces a file at the same link', async () => {
    const second = randomPdfBytes(20_000);
    expect((await putDownload(t, TUTORIAL, second, token)).status).toBe(200);
    const served = await getDownload(t, TUTORIAL);
    expect(served.body.equals(second)).toBe(true);
    expect((await slotFile(TUTORIAL))!.sha256).toBe(sha256(second));
  });

  it('removes a file, after which the link says it is not available', async () => {
    const path = 'feast/verification/problem-02.pdf';
    await putDownload(t, path, pdfBytes(), token);
    const removed = await t.graphql('mutation($path: String!) { removeDownloadFile(path: $path) }', { path }, token);
    expect(removed.data).toEqual({ removeDownloadFile: true });
    expect(await slotFile(path)).toBeNull();
    const link = await getDownload(t, path);
    expect(link.status).toBe(404);
    expect(link.body.toString()).toContain('This download is not available right now');
  });
});

describe('refused uploads keep the file the slot had', () => {
  it.each([
    ['a PNG into a PDF slot', TUTORIAL, pngBytes(), DOWNLOAD_WRONG_TYPE_MESSAGES.pdf],
    ['a PDF into a ZIP slot', SETUP, pdfBytes(), DOWNLOAD_WRONG_TYPE_MESSAGES.zip],
    ['an empty body', TUTORIAL, Buffer.alloc(0), DOWNLOAD_WRONG_TYPE_MESSAGES.pdf],
  ])('refuses %s with 400 and its message', async (_case, path, bytes, message) => {
    const before = await slotFile(path);
    const versions = await storedVersions();
    const response = await putDownload(t, path, bytes, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await slotFile(path)).toEqual(before);
    expect(await storedVersions()).toBe(versions);
  });

  it('refuses a path the page does not link to', async () => {
    const response = await putDownload(t, 'feast/tutorials/tutorial-23.pdf', pdfBytes(), token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: DOWNLOAD_UNKNOWN_SLOT_MESSAGE });
  });

  it('refuses a form without a file field named file', async () => {
    const response = await postDownload(t, TUTORIAL, { name: 'x.pdf', bytes: pdfBytes() }, token, 'document');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: DOWNLOAD_NO_FILE_MESSAGE });
  });

  it('answers 401 without a token or with a wrong one, storing nothing', async () => {
    const before = await slotFile(TUTORIAL);
    for (const wrong of [undefined, 'not-a-token']) {
      expect((await putDownload(t, TUTORIAL, pdfBytes(), wrong)).status).toBe(401);
      expect((await postDownload(t, TUTORIAL, { name: 'x.pdf', bytes: pdfBytes() }, wrong)).status).toBe(401);
    }
    expect(await slotFile(TUTORIAL)).toEqual(before);
  });

  it('answers 413 at once to a body declared larger than 1 GiB, before reading it', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const put = request(`${t.url}/api/downloads/files/${SETUP}`, {
        method: 'PUT',
        headers: { cookie: `token=${token}`, 'content-type': 'application/zip', 'content-length': DOWNLOAD_MAX_BYTES + 1 },
      });
      put.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      put.on('error', reject);
      put.write(zipBytes());
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: DOWNLOAD_TOO_LARGE_MESSAGE });
  });

  it('stops an upload at the limit as it streams, discarding what was stored of it', async () => {
    const slot = findDownloadSlot(TUTORIAL)!;
    const before = await slotFile(TUTORIAL);
    const versions = await storedVersions();
    const upload = storeDownload({
      em: t.server.db.orm.em.fork(),
      files: createFileStore(t.server.db, t.config.uploadsDir),
      slot,
      // Three pieces of 1 MiB: the store has written the first two (a whole chunk on PostgreSQL) when the third goes over.
      source: Readable.from([randomPdfBytes(MiB), randomPdfBytes(MiB), randomPdfBytes(MiB)]),
      maxBytes: 2.5 * MiB,
    });
    await expect(upload).rejects.toEqual(new DownloadRefusal(413, DOWNLOAD_TOO_LARGE_MESSAGE));
    expect(await slotFile(TUTORIAL)).toEqual(before);
    expect(await storedVersions()).toBe(versions);
    expect(await storedDownloadNames(t)).toEqual(await downloadVersionNames(t));
  });
});
