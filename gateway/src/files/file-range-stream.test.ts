import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_READ_BYTES, FileRangeStream } from './file-range-stream.js';

const bytes = randomBytes(20 * FILE_READ_BYTES + 1234);
let folder: string;
let path: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'file-range-'));
  path = join(folder, 'file.bin');
  await writeFile(path, bytes);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A slow socket: it takes a chunk, holds it for a while, then says it is sent, and checks the chunk did not change meanwhile. */
class SlowSocket extends Writable {
  readonly sent: Buffer[] = [];
  readonly held: Buffer[] = [];
  changedWhileHeld = 0;

  constructor() {
    super({ highWaterMark: 16 * 1024 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const copy = Buffer.from(chunk);
    this.held.push(chunk);
    setTimeout(() => {
      if (!chunk.equals(copy)) this.changedWhileHeld += 1;
      this.sent.push(copy);
      callback();
    }, 2);
  }
}

describe('a range of a file on disk', () => {
  it.each([
    [0, bytes.length - 1],
    [FILE_READ_BYTES - 10, 3 * FILE_READ_BYTES + 10],
    [bytes.length - 1, bytes.length - 1],
  ])('piped into a socket, sends exactly bytes %i to %i and reuses its buffers only once they are sent', async (start, end) => {
    const socket = new SlowSocket();
    // Two at once, so that one's buffers are free while the other's are still held.
    const other = new SlowSocket();
    new FileRangeStream(path, { start: 0, end: bytes.length - 1 }).pipe(other);
    const stream = new FileRangeStream(path, { start, end });
    stream.pipe(socket);
    await Promise.all([finished(socket), finished(other), finished(stream)]);
    expect(Buffer.concat(socket.sent).equals(bytes.subarray(start, end + 1))).toBe(true);
    expect(Buffer.concat(other.sent).equals(bytes)).toBe(true);
    expect(socket.changedWhileHeld + other.changedWhileHeld).toBe(0);
    const memory = new Set([...socket.held, ...other.held].map((chunk) => chunk.buffer));
    expect(memory.size).toBeLessThan(socket.held.length + other.held.length);
  });

  it('read any other way, hands out buffers the reader may keep', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new FileRangeStream(path, { start: 5, end: 5 * FILE_READ_BYTES })) chunks.push(chunk as Buffer);
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBe(chunks.length);
    expect(Buffer.concat(chunks).equals(bytes.subarray(5, 5 * FILE_READ_BYTES + 1))).toBe(true);
  });

  it('closes the file when the socket goes away half-way', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    const socket = new PassThrough({ highWaterMark: FILE_READ_BYTES });
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
