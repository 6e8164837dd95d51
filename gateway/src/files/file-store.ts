import type { Readable } from 'node:stream';
import type { Database } from '../db/database.js';
import { DatabaseFileStore } from './database-file-store.js';
import { DiskFileStore } from './disk-file-store.js';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** A stored file's bytes, ready to send. */
export interface StoredContent {
  size: number;
  body: Buffer | Readable;
}

/** Where accepted uploads' bytes live; their rows (name, type, visibility) are in the database either way. */
export interface FileStore {
  /**
   * Keeps a file the shared rule accepted and returns its row, which is stored with the submission
   * that refers to it. A caller whose submission is then not stored calls `remove`.
   */
  save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile>;
  remove(file: UploadedFile): Promise<void>;
  /** The bytes, or null when they are gone. */
  read(file: UploadedFile): Promise<StoredContent | null>;
}

/**
 * On a PostgreSQL server, bytes go into the database so that every gateway behind a load balancer
 * serves every file; the embedded database is one process's anyway and keeps them on disk.
 */
export function createFileStore(db: Database, uploadsDir: string): FileStore {
  const disk = new DiskFileStore(uploadsDir);
  return db.embedded ? disk : new DatabaseFileStore(db, disk);
}
