import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storedExtension } from './file-types.js';
import type { ReceivedFile } from './receive-upload.js';
import { type FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** Accepted uploads on disk, under `<root>/<private|public>/<generated name>`, outside the web root. */
export class FileStore {
  constructor(readonly root: string) {}

  /**
   * Writes a file the shared rule accepted and returns its row, which is stored with the submission
   * that refers to it. A caller whose submission is then not stored calls `remove`.
   */
  async save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile> {
    const extension = storedExtension(file.type);
    // Only the types the rules accept have a safe extension; anything else reaching here is a bug in a rule.
    if (!extension) throw new Error(`Refusing to store a file of type ${file.type}.`);
    const row = Object.assign(new UploadedFile(), { visibility, name: file.name, type: file.type, size: file.size });
    row.storedName = `${row.id}.${extension}`;
    await mkdir(join(this.root, visibility), { recursive: true, mode: 0o750 });
    await writeFile(this.pathOf(row), file.bytes, { flag: 'wx', mode: 0o640 });
    return row;
  }

  /** Deletes the file from disk; its row goes with the submission that held it. */
  async remove(file: UploadedFile): Promise<void> {
    await rm(this.pathOf(file), { force: true });
  }

  pathOf(file: UploadedFile): string {
    return join(this.root, file.visibility, file.storedName);
  }
}
