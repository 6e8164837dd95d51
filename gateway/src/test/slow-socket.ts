import { type Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { expect } from 'vitest';

/**
 * A slow socket for range streams: it takes a chunk, holds it for a while, then says it is sent, and
 * counts the chunks that changed meanwhile (a read buffer used again too early).
 */
export class SlowSocket extends Writable {
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

/**
 * Pipes range streams into slow sockets all at once, so that one's buffers are free while another's
 * are still held, and checks that each socket got exactly its bytes, that none changed while held
 * and that buffers were used again.
 */
export async function expectSentFromReusedBuffers(sends: { stream: Readable; bytes: Buffer }[]): Promise<void> {
  const sockets = sends.map(({ stream }) => stream.pipe(new SlowSocket()));
  await Promise.all([...sockets.map((socket) => finished(socket)), ...sends.map(({ stream }) => finished(stream))]);
  sends.forEach(({ bytes }, index) => expect(Buffer.concat(sockets[index]!.sent).equals(bytes)).toBe(true));
  expect(sockets.reduce((changed, socket) => changed + socket.changedWhileHeld, 0)).toBe(0);
  const held = sockets.flatMap((socket) => socket.held);
  expect(new Set(held.map((chunk) => chunk.buffer)).size).toBeLessThan(held.length);
}
