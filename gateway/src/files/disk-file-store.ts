import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore, StoredContent } from './file-store.js';
import { newFileRow } from './file-row.js';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** Accepted uploads on disk, under `<root>/<private|public>/<generated name>`, outside the web root. */
export class DiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  async save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile> {
    const row = newFileRow(file, visibility);
    await mkdir(join(this.root, visibility), { recursive: true, mode: 0o750 });
    await writeFile(this.pathOf(row), file.bytes, { flag: 'wx', mode: 0o640 });
    return row;
  }

  async remove(file: UploadedFile): Promise<void> {
    await rm(this.pathOf(file), { force: true });
  }

  async read(file: UploadedFile): Promise<StoredContent | null> {
    const path = this.pathOf(file);
    const size = await stat(path).then(
      (found) => found.size,
      () => null,
    );
    return size === null ? null : { size, body: createReadStream(path) };
  }

  private pathOf(file: UploadedFile): string {
    return join(this.root, file.visibility, file.storedName);
  }
}
