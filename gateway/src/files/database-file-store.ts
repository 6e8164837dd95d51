import type { Readable } from 'node:stream';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Database } from '../db/database.js';
import { DatabaseRangeStream } from './database-range-stream.js';
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
    return new DatabaseRangeStream(this.chunks(), file.storedName, range);
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
