import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, PROCESS_ADMIN_PASSWORD, startGateway } from '../../test/gateway-process.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

// The gateway run from its sources keeps about 53 MB live on its heap before any file moves; 64 MB
// left it too little room on a busy machine, where it broke off a download half-way.
const HEAP_LIMIT_MB = 96;
const MiB = 1024 * 1024;
// Well over the heap limit. Buffers live outside the heap, so a gateway holding the file whole would not
// run out of heap: it would show in its resident memory, which is what the test measures.
const FILE_BYTES = 160 * MiB;
const PATH = 'feast/feast-2022-setup.zip';

let database: TestDatabase | undefined;
let gateway: GatewayProcess;
let token: string;

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
  gateway = await startGateway(
    {
      NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    { migrated: true },
  );
  const login = await fetch(`${gateway.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adminId: 'admin', password: PROCESS_ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await gateway?.kill();
  await database?.drop();
});

/** A ZIP's first bytes, then pseudo-random ones, made a mebibyte at a time as they are sent and hashed on the way. */
function generatedZip(size: number, hash: ReturnType<typeof createHash>): Readable {
  const head = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0]);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const piece = sent === 0 ? Buffer.concat([head, Buffer.from('setup.exe'), randomBytes(MiB - head.length - 9)]) : randomBytes(Math.min(MiB, size - sent));
      sent += piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
}

async function put(size: number, hash: ReturnType<typeof createHash>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const upload = request(`${gateway.url}/api/downloads/files/${PATH}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip', 'content-length': size },
    });
    upload.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    pipeline(generatedZip(size, hash), upload).catch(reject);
  });
}

async function downloadedSha256(): Promise<string> {
  const response = await fetch(`${gateway.url}/files/downloads/${PATH}`);
  expect(response.status).toBe(200);
  const hash = createHash('sha256');
  for await (const piece of response.body!) hash.update(piece);
  return hash.digest('hex');
}

/** The gateway's resident memory now and at its peak since the last reset, in bytes (Linux /proc). */
async function memory(): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${gateway.pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

describe(`a gateway limited to a ${HEAP_LIMIT_MB} MB heap`, () => {
  it(`takes and serves a ${FILE_BYTES / MiB} MB file whole, its memory staying flat`, async () => {
    // A small file first, so that the upload and download paths are loaded before memory is measured.
    const warmUp = createHash('sha256');
    expect((await put(2 * MiB, warmUp)).status).toBe(200);
    expect(await downloadedSha256()).toBe(warmUp.digest('hex'));
    const { rss: before } = await memory();
    await writeFile(`/proc/${gateway.pid}/clear_refs`, '5');

    const sent = createHash('sha256');
    const { status, body } = await put(FILE_BYTES, sent);
    expect(status, body).toBe(200);
    const sentSha256 = sent.digest('hex');
    expect(JSON.parse(body)).toMatchObject({ size: FILE_BYTES, sha256: sentSha256 });
    const received = await downloadedSha256().catch((error: unknown) => {
      throw new Error(`The download broke off: ${String(error)}\n${gateway.output()}`);
    });
    expect(received).toBe(sentSha256);

    const { peak } = await memory();
    expect(peak - before, gateway.output()).toBeLessThan(FILE_BYTES / 2);
  }, 300_000);
});
