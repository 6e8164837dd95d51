import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** A stored file's bytes, ready to send. */
export interface StoredContent {
  size: number;
  body: Buffer | Readable;
}

/** Uploads sent with submissions, by visibility, and the files of the /downloads page, served only at their slot's link. */
export type StoredFileKind = FileVisibility | 'downloads';

/** Where a file's bytes are: its kind and its generated name. An `UploadedFile` row is one. */
export interface StoredFileRef {
  storedName: string;
  visibility: StoredFileKind;
}

/** Bytes `start` to `end` of a file, both included, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where accepted uploads' bytes live; their rows (name, type, visibility) are in the database either way. */
export interface FileStore {
  /**
   * Keeps a file the shared rule accepted and returns its row, which is stored with the submission
   * that refers to it. A caller whose submission is then not stored calls `remove`.
   */
  save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile>;
  remove(file: StoredFileRef): Promise<void>;
  /**
   * Removes files' bytes within the caller's transaction where they are kept in the database, so they
   * go exactly when the rows naming them do; bytes on disk cannot take part, and the caller calls
   * `removeAfterCommit` for them.
   */
  removeInTransaction(em: EntityManager, files: readonly StoredFileRef[]): Promise<void>;
  /**
   * Removes what `removeInTransaction` could not: bytes on disk. It never waits on the database, whose
   * rows the caller's (perhaps still open) transaction may hold.
   */
  removeAfterCommit(files: readonly StoredFileRef[]): Promise<void>;
  /** The bytes, or null when they are gone. */
  read(file: StoredFileRef): Promise<StoredContent | null>;
  /**
   * Streams a large file into the store piece by piece, never whole in memory. When `source` fails
   * (too large, cut off), what was written is removed before this rejects with its error.
   */
  write(file: StoredFileRef, source: Readable): Promise<void>;
  /** Part of a file that `write` stored, as a stream; it fails, rather than ends early, if the file goes away meanwhile. */
  readRange(file: StoredFileRef, range: ByteRange): Readable;
}
