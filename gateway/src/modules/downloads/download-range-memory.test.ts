import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, PROCESS_ADMIN_PASSWORD, startGateway } from '../../test/gateway-process.js';

const MiB = 1024 * 1024;
const FILE_BYTES = 8 * MiB;
const REQUESTS = 300;
const RANGE_BYTES = MiB;
// This burst adds 43 to 49 MB to a gateway run from its sources (decision 037): V8 grows its young
// generation under the load, and read buffers wait there for a collection. Issue 30 asks for 50 MB,
// too close to that for a busy machine; twice what it adds leaves room, and is still far below
// what holding each request's range whole would add (300 MB).
const ADDED_MB = 100;
const PATH = 'feast/feast-2022-setup.zip';

/** The gateway's resident memory now and at its peak since the last reset, in MB (Linux /proc). */
async function memory(gateway: GatewayProcess): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${gateway.pid}/status`, 'utf8');
  const megabytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  return { rss: megabytes('VmRSS'), peak: megabytes('VmHWM') };
}

// On a PostgreSQL server a file is read a mebibyte row at a time, and each request holds its row
// while it is sent; the bound is for files on disk, the embedded default.
describe.skipIf(process.env.DATABASE_URL)('a burst of Range requests for one download', () => {
  let gateway: GatewayProcess;
  beforeAll(async () => {
    gateway = await startGateway({});
    const login = await fetch(`${gateway.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminId: 'admin', password: PROCESS_ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const head = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0]);
    const file = Buffer.concat([head, Buffer.from('setup.exe'), randomBytes(FILE_BYTES - head.length - 9)]);
    const upload = await fetch(`${gateway.url}/api/downloads/files/${PATH}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: file,
    });
    expect(upload.status, await upload.text()).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await gateway?.kill();
  });

  it(`adds at most ${ADDED_MB} MB resident while ${REQUESTS} requests read a range at once`, async () => {
    const range = (start: number) => fetch(`${gateway.url}/files/downloads/${PATH}`, { headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } });
    await (await range(0)).arrayBuffer();
    const { rss: before } = await memory(gateway);
    await writeFile(`/proc/${gateway.pid}/clear_refs`, '5');

    const received = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, index) => {
        const response = await range((index * 7919) % (FILE_BYTES - RANGE_BYTES));
        expect(response.status).toBe(206);
        let bytes = 0;
        for await (const piece of response.body!) bytes += piece.byteLength;
        return bytes;
      }),
    );
    expect(received.every((bytes) => bytes === RANGE_BYTES)).toBe(true);

    const { peak } = await memory(gateway);
    expect(peak - before, `${Math.round(before)} MB before, ${Math.round(peak)} MB at the peak`).toBeLessThan(ADDED_MB);
  }, 60_000);
});
