import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_SIZE } from '../db/orm-config.js';
import { expectSentFromReusedBuffers, SlowSocket } from '../test/slow-socket.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { CHUNK_BYTES, insertChunks } from './database-file-store.js';
import { DatabaseRangeStream, LARGEST_READ_BYTES } from './database-range-stream.js';
import { READ_BYTES } from './range-stream.js';

const STORED_NAME = 'range-stream-test';
// Three chunks, so that ranges cross their edges.
const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);

/** Counts the read buffers it takes, and notes how much each read asks for. */
class CountingRangeStream extends DatabaseRangeStream {
  taken = 0;
  readonly lengths: number[] = [];

  protected override readAt(into: () => Buffer, length: number, position: number): Promise<number> {
    this.lengths.push(length);
    const counted = () => {
      this.taken += 1;
      return into();
    };
    return super.readAt(counted, length, position);
  }
}

/** Sends the range through a slow socket, and checks every byte arrived. */
async function sent(stream: DatabaseRangeStream, start: number, end: number): Promise<void> {
  const socket = new SlowSocket();
  stream.pipe(socket);
  await Promise.all([finished(socket), finished(stream)]);
  expect(Buffer.concat(socket.sent).equals(bytes.subarray(start, end + 1))).toBe(true);
}

describe.skipIf(!process.env.DATABASE_URL)('a range of a file stored on a PostgreSQL server', () => {
  let t: TestServer;
  let knex: Knex;
  beforeAll(async () => {
    t = await startTestServer();
    knex = t.server.db.orm.em.getKnex();
    await insertChunks(knex, STORED_NAME, Readable.from([bytes]));
  });
  afterAll(() => t?.close());

  it.each([
    [0, bytes.length - 1],
    [CHUNK_BYTES - 10, CHUNK_BYTES + 3 * READ_BYTES],
    [bytes.length - 1, bytes.length - 1],
  ])('piped into a socket, sends exactly bytes %i to %i and reuses its buffers only once they are sent', async (start, end) => {
    await expectSentFromReusedBuffers([
      { stream: new DatabaseRangeStream(knex, STORED_NAME, { start: CHUNK_BYTES, end: bytes.length - 1 }), bytes: bytes.subarray(CHUNK_BYTES) },
      { stream: new DatabaseRangeStream(knex, STORED_NAME, { start, end }), bytes: bytes.subarray(start, end + 1) },
    ]);
  });

  it('takes a read buffer only once the bytes have arrived, not while it waits for a connection', async () => {
    const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => knex.client.acquireConnection()));
    const stream = new CountingRangeStream(knex, STORED_NAME, { start: 10, end: 2 * READ_BYTES });
    const sending = sent(stream, 10, 2 * READ_BYTES);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.taken).toBe(0);
    } finally {
      for (const connection of held) await knex.client.releaseConnection(connection);
    }
    await sending;
    expect(stream.taken).toBe(2);
  });

  /** The most one read asks for, in a download of a whole chunk alone. */
  const largestRead = async () => {
    const alone = new CountingRangeStream(knex, STORED_NAME, { start: 0, end: CHUNK_BYTES - 1 });
    await sent(alone, 0, CHUNK_BYTES - 1);
    return Math.max(...alone.lengths);
  };

  it('reads large pieces alone, small ones while hundreds read at once, and large ones again after', async () => {
    expect(await largestRead()).toBe(LARGEST_READ_BYTES);
    const many = Array.from({ length: 200 }, () => new CountingRangeStream(knex, STORED_NAME, { start: 0, end: 2 * READ_BYTES - 1 }));
    await Promise.all(many.map((stream) => sent(stream, 0, 2 * READ_BYTES - 1)));
    expect(Math.min(...many.map((stream) => stream.lengths[0]!))).toBe(READ_BYTES);
    expect(await largestRead()).toBe(LARGEST_READ_BYTES);
  });

  it('no longer counts a reader whose client went away half-way', async () => {
    const gone = Array.from({ length: 200 }, () => new DatabaseRangeStream(knex, STORED_NAME, { start: 0, end: bytes.length - 1 }));
    await Promise.all(
      gone.map(async (stream) => {
        const socket = new PassThrough({ highWaterMark: READ_BYTES });
        stream.pipe(socket);
        await once(socket, 'data');
        socket.destroy();
        // As Fastify does once the response is gone.
        stream.destroy();
      }),
    );
    expect(await largestRead()).toBe(LARGEST_READ_BYTES);
  });

  it('read any other way, hands out every byte in buffers the reader may keep', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new DatabaseRangeStream(knex, STORED_NAME, { start: 5, end: CHUNK_BYTES + 100 })) chunks.push(chunk as Buffer);
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBe(chunks.length);
    expect(Buffer.concat(chunks).equals(bytes.subarray(5, CHUNK_BYTES + 101))).toBe(true);
  });

  it('fails, rather than ends early, when the file is shorter than the range', async () => {
    const stream = new DatabaseRangeStream(knex, STORED_NAME, { start: bytes.length - 100, end: bytes.length + 100 });
    stream.pipe(new SlowSocket());
    await expect(finished(stream)).rejects.toThrow(`Stored file ${STORED_NAME} ended at byte ${bytes.length}`);
  });
});
