import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileRangeStream } from './file-range-stream.js';
import type { ByteRange, FileStore, StoredContent, StoredFileRef } from './file-store.js';
import { newFileRow } from './file-row.js';
import type { ReceivedFile } from './receive-upload.js';
import type { FileVisibility, UploadedFile } from './uploaded-file.entity.js';

/** Accepted uploads on disk, under `<root>/<private|public|downloads>/<generated name>`, outside the web root. */
export class DiskFileStore implements FileStore {
  private holds = 0;
  private heldRemovals: StoredFileRef[] = [];

  constructor(readonly root: string) {}

  /**
   * Until the returned function is called, removed files stay on disk (and are removed then): a
   * backup copies the files of its database snapshot after taking it, and a row deleted meanwhile
   * must not take its file away first.
   */
  holdRemovals(): () => Promise<void> {
    this.holds += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds > 0) return;
      for (const file of this.heldRemovals.splice(0)) await this.remove(file);
    };
  }

  async save(file: ReceivedFile, visibility: FileVisibility): Promise<UploadedFile> {
    const row = newFileRow(file, visibility);
    await this.folderOf(row);
    await writeFile(this.pathOf(row), file.bytes, { flag: 'wx', mode: 0o640 });
    return row;
  }

  async remove(file: StoredFileRef): Promise<void> {
    if (this.holds > 0) {
      this.heldRemovals.push(file);
      return;
    }
    await rm(this.pathOf(file), { force: true });
  }

  async removeInTransaction(): Promise<void> {}

  async removeAfterCommit(files: readonly StoredFileRef[]): Promise<void> {
    for (const file of files) await this.remove(file);
  }

  async read(file: StoredFileRef): Promise<StoredContent | null> {
    const path = this.pathOf(file);
    const size = await stat(path).then(
      (found) => found.size,
      () => null,
    );
    return size === null ? null : { size, body: createReadStream(path) };
  }

  async write(file: StoredFileRef, source: Readable): Promise<void> {
    await this.folderOf(file);
    try {
      await pipeline(source, createWriteStream(this.pathOf(file), { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      await this.remove(file);
      throw error;
    }
  }

  // An open file keeps its bytes on Linux even once removed, so a download under way finishes.
  readRange(file: StoredFileRef, range: ByteRange): Readable {
    return new FileRangeStream(this.pathOf(file), range);
  }

  private async folderOf(file: StoredFileRef): Promise<void> {
    await mkdir(join(this.root, file.visibility), { recursive: true, mode: 0o750 });
  }

  private pathOf(file: StoredFileRef): string {
    return join(this.root, file.visibility, file.storedName);
  }
}
