import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileRangeStream } from './file-range-stream.js';
import { READ_BYTES } from './range-stream.js';
import { expectSentFromReusedBuffers, SlowSocket } from '../test/slow-socket.js';

const bytes = randomBytes(20 * READ_BYTES + 1234);
let folder: string;
let path: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'file-range-'));
  path = join(folder, 'file.bin');
  await writeFile(path, bytes);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a range of a file on disk', () => {
  it.each([
    [0, bytes.length - 1],
    [READ_BYTES - 10, 3 * READ_BYTES + 10],
    [bytes.length - 1, bytes.length - 1],
  ])('piped into a socket, sends exactly bytes %i to %i and reuses its buffers only once they are sent', async (start, end) => {
    await expectSentFromReusedBuffers([
      { stream: new FileRangeStream(path, { start: 0, end: bytes.length - 1 }), bytes },
      { stream: new FileRangeStream(path, { start, end }), bytes: bytes.subarray(start, end + 1) },
    ]);
  });

  it('read any other way, hands out buffers the reader may keep', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new FileRangeStream(path, { start: 5, end: 5 * READ_BYTES })) chunks.push(chunk as Buffer);
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBe(chunks.length);
    expect(Buffer.concat(chunks).equals(bytes.subarray(5, 5 * READ_BYTES + 1))).toBe(true);
  });

  it('closes the file when the socket goes away half-way', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    const socket = new PassThrough({ highWaterMark: READ_BYTES });
    const stream = new FileRangeStream(path, { start: 0, end: bytes.length - 1 });
    stream.pipe(socket);
    await new Promise((resolve) => socket.once('data', resolve));
    expect(openFiles()).toBe(before + 1);
    socket.destroy();
    // As Fastify does once the response is gone.
    stream.destroy();
    await expect(finished(stream)).rejects.toThrow(/premature close/i);
    expect(openFiles()).toBe(before);
  });

  it('fails, rather than ends early, when the file is shorter than the range', async () => {
    const stream = new FileRangeStream(path, { start: bytes.length - 100, end: bytes.length + 100 });
    stream.pipe(new SlowSocket());
    await expect(finished(stream)).rejects.toThrow(/ended at byte/);
  });

  it('fails when the file is not there', async () => {
    const stream = new FileRangeStream(join(folder, 'missing.bin'), { start: 0, end: 10 });
    stream.pipe(new SlowSocket());
    await expect(finished(stream)).rejects.toThrow(/ENOENT/);
  });
});
