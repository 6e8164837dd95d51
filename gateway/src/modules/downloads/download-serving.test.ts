import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDownload, putDownload, sha256 } from '../../test/download-client.js';
import { randomPdfBytes, zipBytes } from '../../test/file-fixtures.js';
import { downloadVersionNames, storedDownloadNames } from '../../test/stored-files.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { purgeDownloadVersions, RETIRED_KEPT_MS } from './download-purge.js';
import { createFileStore } from '../../files/create-file-store.js';

const MANUAL = 'feast/user-manual/chapter-01.pdf';
const SETUP = 'feast/feast-2022-setup.zip';
// Several database chunks (1 MiB each), so that ranges cross their edges.
const manual = randomPdfBytes(3 * 1024 * 1024 + 12_345);
const setup = zipBytes(randomPdfBytes(300_000));

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.adminToken();
  expect((await putDownload(t, MANUAL, manual, token)).status).toBe(200);
  expect((await putDownload(t, SETUP, setup, token)).status).toBe(200);
});
afterAll(() => t.close());

const etagOf = (bytes: Buffer) => `"${sha256(bytes)}"`;

describe('serving a slot file', () => {
  it('sends a PDF inline with its size, type, name, strong ETag, revalidation and byte ranges', async () => {
    const { status, headers, body } = await getDownload(t, MANUAL);
    expect(status).toBe(200);
    expect(body.equals(manual)).toBe(true);
    expect(
      Object.fromEntries(
        ['content-length', 'content-type', 'content-disposition', 'etag', 'cache-control', 'accept-ranges'].map((name) => [name, headers.get(name)]),
      ),
    ).toEqual({
      'content-length': String(manual.length),
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="chapter-01.pdf"; filename*=UTF-8''chapter-01.pdf`,
      etag: etagOf(manual),
      'cache-control': 'no-cache',
      'accept-ranges': 'bytes',
    });
  });

  it('sends a ZIP as an attachment', async () => {
    const { headers, body } = await getDownload(t, SETUP);
    expect(body.equals(setup)).toBe(true);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="feast-2022-setup.zip"/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { status, headers, body } = await getDownload(t, MANUAL, {}, 'HEAD');
    expect(status).toBe(200);
    expect(headers.get('content-length')).toBe(String(manual.length));
    expect(body.length).toBe(0);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1048570-1048600', 1_048_570, 1_048_600],
    ['bytes=2097000-', 2_097_000, manual.length - 1],
    ['bytes=-500', manual.length - 500, manual.length - 1],
    [`bytes=10-${manual.length + 1000}`, 10, manual.length - 1],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const { status, headers, body } = await getDownload(t, MANUAL, { range });
    expect(status).toBe(206);
    expect(headers.get('content-range')).toBe(`bytes ${start}-${end}/${manual.length}`);
    expect(headers.get('content-length')).toBe(String(end - start + 1));
    expect(body.equals(manual.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const { status, headers } = await getDownload(t, MANUAL, { range: `bytes=${manual.length}-` });
    expect(status).toBe(416);
    expect(headers.get('content-range')).toBe(`bytes */${manual.length}`);
  });

  it('answers a malformed or multiple range with the whole file', async () => {
    for (const range of ['pages=1-2', 'bytes=0-9,100-109']) {
      const { status, body } = await getDownload(t, MANUAL, { range });
      expect(status).toBe(200);
      expect(body.length).toBe(manual.length);
    }
  });

  it('answers 304 while the client has the current file, and the file once it does not', async () => {
    expect((await getDownload(t, MANUAL, { 'if-none-match': etagOf(manual) })).status).toBe(304);
    expect((await getDownload(t, MANUAL, { 'if-none-match': `W/${etagOf(manual)}` })).status).toBe(304);
    expect((await getDownload(t, MANUAL, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('gives identical bytes however a download is resumed', async () => {
    const cuts = [0, 700_000, 1_048_576, 2_500_001, manual.length];
    const pieces: Buffer[] = [];
    for (let i = 0; i < cuts.length - 1; i++) {
      const { status, body } = await getDownload(t, MANUAL, { range: `bytes=${cuts[i]}-${cuts[i + 1]! - 1}`, 'if-range': etagOf(manual) });
      expect(status).toBe(206);
      pieces.push(body);
    }
    expect(sha256(Buffer.concat(pieces))).toBe(sha256(manual));
  });

  it('says a slot without a file, or a path the page does not link to, is not available', async () => {
    for (const path of ['feast/user-manual/chapter-09.pdf', 'feast/missing-manual.pdf', '..%2Fsecret.txt']) {
      const { status, body } = await getDownload(t, path);
      expect(status).toBe(404);
      expect(body.toString()).toContain('This download is not available right now');
      expect(body.toString()).toContain('href="/downloads"');
    }
    const escaped = await getDownload(t, '%3Cscript%3Ealert(1)%3C%2Fscript%3E.pdf');
    expect(escaped.body.toString()).not.toContain('<script>');
  });
});

describe('replacing a file that visitors are downloading', () => {
  const path = 'feast/verification/problem-10.pdf';
  const first = randomPdfBytes(2 * 1024 * 1024);
  const second = randomPdfBytes(2 * 1024 * 1024 + 7);

  it('lets a download that started on the old file finish it whole, while new requests get the new one', async () => {
    await putDownload(t, path, first, token);
    const response = await fetch(`${t.url}/files/downloads/${path}`);
    const reader = response.body!.getReader();
    const received: Uint8Array[] = [(await reader.read()).value!];
    expect((await putDownload(t, path, second, token)).status).toBe(200);
    for (let next = await reader.read(); !next.done; next = await reader.read()) received.push(next.value);
    expect(Buffer.concat(received).equals(first)).toBe(true);
    expect((await getDownload(t, path)).body.equals(second)).toBe(true);
  });

  it('resumes a download of the old file with the whole new file (If-Range), never a mix', async () => {
    const { status, headers, body } = await getDownload(t, path, { range: 'bytes=1000000-', 'if-range': etagOf(first) });
    expect(status).toBe(200);
    expect(headers.get('etag')).toBe(etagOf(second));
    expect(body.equals(second)).toBe(true);
    expect((await getDownload(t, path, { range: 'bytes=1000000-', 'if-range': etagOf(second) })).body.equals(second.subarray(1_000_000))).toBe(true);
  });

  it('ends a download cleanly, never with a mix, when its file is deleted under it', async () => {
    const big = randomPdfBytes(16 * 1024 * 1024);
    await putDownload(t, path, big, token);
    const response = await fetch(`${t.url}/files/downloads/${path}`);
    const reader = response.body!.getReader();
    const received: Uint8Array[] = [(await reader.read()).value!];
    await putDownload(t, path, second, token);
    await purgeDownloadVersions(t.server.db.orm.em.fork(), createFileStore(t.server.db, t.config.uploadsDir), new Date(Date.now() + RETIRED_KEPT_MS + 60_000));
    const outcome = await (async () => {
      for (let next = await reader.read(); !next.done; next = await reader.read()) received.push(next.value);
      return Buffer.concat(received);
    })().catch((error: unknown) => error);
    // On disk the open file keeps its bytes and the download finishes; in the database it fails mid-way.
    if (outcome instanceof Buffer) expect(outcome.equals(big)).toBe(true);
    else expect(outcome).toBeInstanceOf(Error);
  });

  it("keeps the old file's bytes for a day, then deletes them", async () => {
    const files = createFileStore(t.server.db, t.config.uploadsDir);
    const em = t.server.db.orm.em.fork();
    await putDownload(t, path, first, token);
    await putDownload(t, path, second, token);
    const storedBefore = await storedDownloadNames(t);
    await purgeDownloadVersions(em, files);
    expect(await storedDownloadNames(t)).toEqual(storedBefore);
    await purgeDownloadVersions(em, files, new Date(Date.now() + RETIRED_KEPT_MS + 60_000));
    const stored = await storedDownloadNames(t);
    expect(stored.length).toBeLessThan(storedBefore.length);
    expect(stored).toEqual(await downloadVersionNames(t));
    for (const [slot, bytes] of [
      [path, second],
      [MANUAL, manual],
      [SETUP, setup],
    ] as const) {
      expect((await getDownload(t, slot)).body.equals(bytes)).toBe(true);
    }
  });
});
