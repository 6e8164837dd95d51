import { Readable } from 'node:stream';
import { type Client, escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Database } from '../db/database.js';
import { copiedValue } from './binary-copy.js';
import type { DiskFileStore } from './disk-file-store.js';
import type { ByteRange, FileStore, StoredContent, StoredFileRef } from './file-store.js';
import { newFileRow } from './file-row.js';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** Measured faster than 256 KiB pieces and than large objects, to write and to read (decision 025). */
export const CHUNK_BYTES = 1024 * 1024;

const INSERT_CHUNK = 'insert into stored_file_chunks (stored_name, start_offset, bytes) values (?, ?, ?)';
/** An upload's bytes, kept whole in one row. */
export const INSERT_FILE_BYTES = 'insert into stored_file_bytes (stored_name, visibility, bytes) values (?, ?, ?)';
/**
 * One piece of a stored file: bytes from `position` on, up to the end of the chunk holding it, in
 * COPY's binary format (binary-copy.ts). Chunks are stored uncompressed (STORAGE EXTERNAL), so a
 * substring reads only the pages it needs. COPY takes no parameters: the numbers are checked to be
 * whole and the name is quoted as a literal.
 */
function pieceCopy(storedName: string, position: number, length: number): string {
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(length)) throw new Error(`Not a byte range: ${position}, ${length}`);
  const piece = `select substring(bytes from (${position}::bigint - start_offset + 1)::int for ${length}::int) from stored_file_chunks where stored_name = ${escapeLiteral(storedName)} and start_offset <= ${position} order by start_offset desc limit 1`;
  return `copy (${piece}) to stdout (format binary)`;
}

/**
 * What all of this process's downloads may read ahead together, about a third of what they hold at
 * most (a piece being sent, one waiting, one being read). One download reads whole chunks, as fast
 * as before; a few hundred at once (a burst of Range requests) read small pieces, so their memory
 * stays flat instead of growing by a chunk or more each.
 */
const READ_AHEAD_BYTES = 8 * 1024 * 1024;
const SMALLEST_READ_BYTES = 32 * 1024;
let readersNow = 0;

function readBytes(): number {
  return Math.max(SMALLEST_READ_BYTES, Math.min(CHUNK_BYTES, Math.floor(READ_AHEAD_BYTES / Math.max(1, readersNow))));
}

/**
 * Accepted uploads' bytes in PostgreSQL (`stored_file_bytes`, one row each; large files in
 * `stored_file_chunks`), so any gateway serves a file another one received. Written outside the
 * submission's transaction, as a file on disk would be: the caller removes it when the submission
 * is not stored. Files a gateway kept on disk before this store existed are still read (and
 * removed) there.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Database,
    private readonly earlierFiles: DiskFileStore,
  ) {}

  async save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile> {
    const row = newFileRow(file, visibility);
    await this.connection().execute(INSERT_FILE_BYTES, [row.storedName, visibility, file.bytes]);
    return row;
  }

  async remove(file: StoredFileRef): Promise<void> {
    await this.connection().execute('delete from stored_file_bytes where stored_name = ?', [file.storedName]);
    await this.connection().execute('delete from stored_file_chunks where stored_name = ?', [file.storedName]);
    await this.earlierFiles.remove(file);
  }

  async removeInTransaction(em: EntityManager, files: readonly StoredFileRef[]): Promise<void> {
    for (const file of files) {
      await em.execute('delete from stored_file_bytes where stored_name = ?', [file.storedName]);
      await em.execute('delete from stored_file_chunks where stored_name = ?', [file.storedName]);
    }
  }

  async removeAfterCommit(files: readonly StoredFileRef[]): Promise<void> {
    for (const file of files) await this.earlierFiles.remove(file);
  }

  async read(file: StoredFileRef): Promise<StoredContent | null> {
    const rows = await this.connection().execute<{ bytes: Buffer }[]>('select bytes from stored_file_bytes where stored_name = ? and visibility = ?', [
      file.storedName,
      file.visibility,
    ]);
    const bytes = rows[0]?.bytes;
    return bytes ? { size: bytes.length, body: bytes } : this.earlierFiles.read(file);
  }

  // Each piece in a statement of its own: a transaction as long as a slow upload would hold a
  // connection and the database's oldest snapshot for its whole length. Pieces of an upload that
  // never finishes are removed with it.
  async write(file: StoredFileRef, source: Readable): Promise<void> {
    try {
      await insertChunks(this.chunks(), file.storedName, source);
    } catch (error) {
      await this.remove(file);
      throw error;
    }
  }

  readRange(file: StoredFileRef, range: ByteRange): Readable {
    return Readable.from(this.piecesOf(file.storedName, range), { objectMode: false, highWaterMark: SMALLEST_READ_BYTES });
  }

  /** The range's bytes piece by piece, the next one asked for while the current one is sent. */
  private async *piecesOf(storedName: string, { start, end }: ByteRange): AsyncGenerator<Buffer> {
    readersNow += 1;
    try {
      let position = start;
      let next = this.pieceAt(storedName, position, end);
      while (position <= end) {
        const piece = await next;
        const size = piece?.reduce((sum, bytes) => sum + bytes.length, 0);
        if (!piece || !size) throw new Error(`Stored file ${storedName} has no byte ${position}; it was removed meanwhile.`);
        position += size;
        if (position <= end) {
          next = this.pieceAt(storedName, position, end);
          // Awaited in the next round; a reader that stops first must not leave it rejected and unheard.
          next.catch(() => undefined);
        }
        yield* piece;
      }
    } finally {
      readersNow -= 1;
    }
  }

  /**
   * Bytes from `position` on, up to `end` and to the end of the chunk holding `position`: only those
   * leave the database, in the pieces they arrived in. The connection is held only while they arrive,
   * not while they are sent.
   */
  private async pieceAt(storedName: string, position: number, end: number): Promise<Buffer[] | undefined> {
    const length = Math.min(readBytes(), end - position + 1);
    const knex = this.chunks();
    const client = (await knex.client.acquireConnection()) as Client;
    try {
      const received: Buffer[] = [];
      for await (const bytes of client.query(copyTo(pieceCopy(storedName, position, length)))) received.push(bytes as Buffer);
      return copiedValue(received);
    } finally {
      await knex.client.releaseConnection(client);
    }
  }

  // Pieces go through knex rather than the ORM's `execute`, which formats every statement with its
  // values for its logger: a mebibyte written out as text per piece made uploads three times slower.
  private chunks() {
    return this.db.orm.em.getKnex();
  }

  private connection() {
    return this.db.orm.em.getConnection();
  }
}

/** Stores a large file's bytes as the chunks `readRange` reads, one statement each, on `knex` (perhaps a transaction). */
export async function insertChunks(knex: Knex, storedName: string, source: AsyncIterable<Buffer>): Promise<void> {
  let offset = 0;
  for await (const piece of inPiecesOf(source, CHUNK_BYTES)) {
    await knex.raw(INSERT_CHUNK, [storedName, offset, piece]);
    offset += piece.length;
  }
}

/** A stream's bytes in pieces of exactly `size` (the last one shorter), whatever sizes they arrive in; each byte is copied once. */
export async function* inPiecesOf(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const arrived of source) {
    let rest = arrived;
    while (heldBytes + rest.length >= size) {
      const taken = size - heldBytes;
      held.push(rest.subarray(0, taken));
      yield Buffer.concat(held, size);
      held = [];
      heldBytes = 0;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}
