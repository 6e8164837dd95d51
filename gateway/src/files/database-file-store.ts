import type { Database } from '../db/database.js';
import type { DiskFileStore } from './disk-file-store.js';
import type { FileStore, StoredContent } from './file-store.js';
import { newFileRow } from './file-row.js';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/**
 * Accepted uploads' bytes in PostgreSQL (`stored_file_bytes`), so any gateway serves a file another
 * one received. Written outside the submission's transaction, as a file on disk would be: the
 * caller removes it when the submission is not stored. Files a gateway kept on disk before this
 * store existed are still read (and removed) there.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Database,
    private readonly earlierFiles: DiskFileStore,
  ) {}

  async save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile> {
    const row = newFileRow(file, visibility);
    await this.connection().execute('insert into stored_file_bytes (stored_name, visibility, bytes) values (?, ?, ?)', [
      row.storedName,
      visibility,
      file.bytes,
    ]);
    return row;
  }

  async remove(file: UploadedFile): Promise<void> {
    await this.connection().execute('delete from stored_file_bytes where stored_name = ?', [file.storedName]);
    await this.earlierFiles.remove(file);
  }

  async read(file: UploadedFile): Promise<StoredContent | null> {
    const rows = await this.connection().execute<{ bytes: Buffer }[]>('select bytes from stored_file_bytes where stored_name = ? and visibility = ?', [
      file.storedName,
      file.visibility,
    ]);
    const bytes = rows[0]?.bytes;
    return bytes ? { size: bytes.length, body: bytes } : this.earlierFiles.read(file);
  }

  private connection() {
    return this.db.orm.em.getConnection();
  }
}
