import { type Client, escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Knex } from '@mikro-orm/postgresql';
import { copiedValue } from './binary-copy.js';
import type { ByteRange } from './file-store.js';
import { READ_BYTES, RangeStream } from './range-stream.js';

/**
 * What all of this process's downloads from the server read at once. One download reads
 * `LARGEST_READ_BYTES` at a time, a few hundred at once (a burst of Range requests) `READ_BYTES`
 * each. A statement costs much the same whatever it reads: one download at 512 KiB a statement went
 * as fast as at a whole 1 MiB chunk, at 64 KiB about three quarters as fast.
 */
const READ_BUDGET_BYTES = 8 * 1024 * 1024;
export const LARGEST_READ_BYTES = 8 * READ_BYTES;
let readersNow = 0;

/**
 * One piece of a stored file: `length` bytes from `position` on, or fewer at the end of the chunk
 * holding it, in COPY's binary format (binary-copy.ts). Chunks are stored uncompressed (STORAGE
 * EXTERNAL), so a substring reads only the pages it needs. COPY takes no parameters: the numbers are
 * checked to be whole and the name is quoted as a literal.
 */
function pieceCopy(storedName: string, position: number, length: number): string {
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(length)) throw new Error(`Not a byte range: ${position}, ${length}`);
  const piece = `select substring(bytes from (${position}::bigint - start_offset + 1)::int for ${length}::int) from stored_file_chunks where stored_name = ${escapeLiteral(storedName)} and start_offset <= ${position} order by start_offset desc limit 1`;
  return `copy (${piece}) to stdout (format binary)`;
}

/**
 * Bytes `start` to `end` of a file kept in `stored_file_chunks`, sent from reused buffers (decision
 * 076). Each read is a statement of its own, on a connection held only while its bytes arrive; they
 * are copied into read buffers at once, so the socket's buffers they came in are garbage before V8's
 * next scavenge rather than held while the response sends them.
 */
export class DatabaseRangeStream extends RangeStream {
  private reading = false;

  constructor(
    private readonly knex: Knex,
    private readonly storedName: string,
    range: ByteRange,
  ) {
    super(`Stored file ${storedName}`, range);
  }

  /** Its share of the budget; it counts among the readers from its first read until it is destroyed. */
  protected override readLength(): number {
    if (!this.reading) {
      this.reading = true;
      readersNow += 1;
    }
    const share = Math.floor(READ_BUDGET_BYTES / readersNow / READ_BYTES) * READ_BYTES;
    return Math.max(READ_BYTES, Math.min(LARGEST_READ_BYTES, share));
  }

  protected async readAt(into: () => Buffer, length: number, position: number): Promise<number> {
    const client = (await this.knex.client.acquireConnection()) as Client;
    try {
      const received: Buffer[] = [];
      for await (const bytes of client.query(copyTo(pieceCopy(this.storedName, position, length)))) received.push(bytes as Buffer);
      let read = 0;
      let buffer: Buffer = Buffer.alloc(0);
      for (const bytes of copiedValue(received) ?? []) {
        for (let copied = 0; copied < bytes.length;) {
          if (read % READ_BYTES === 0) buffer = into();
          const count = bytes.copy(buffer, read % READ_BYTES, copied);
          copied += count;
          read += count;
        }
      }
      return read;
    } finally {
      await this.knex.client.releaseConnection(client);
    }
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.reading) readersNow -= 1;
    this.reading = false;
    callback(error);
  }
}
