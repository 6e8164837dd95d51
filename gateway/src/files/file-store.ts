import type { Readable } from 'node:stream';
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
