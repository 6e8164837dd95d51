import { type FileHandle, open } from 'node:fs/promises';
import type { ByteRange } from './file-store.js';
import { RangeStream } from './range-stream.js';

/**
 * Bytes `start` to `end` of a file on disk, sent from reused buffers (decision 073). The file is
 * opened when the first byte is wanted, so a stream built and never read opens nothing; an open file
 * keeps its bytes on Linux even once removed. It is closed when the stream is destroyed, as Fastify
 * does when the client goes away.
 */
export class FileRangeStream extends RangeStream {
  private file: Promise<FileHandle> | undefined;

  constructor(
    private readonly path: string,
    range: ByteRange,
  ) {
    super(path, range);
  }

  protected async readAt(into: () => Buffer, length: number, position: number): Promise<number> {
    this.file ??= open(this.path);
    const file = await this.file;
    return (await file.read(into(), 0, length, position)).bytesRead;
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const file = this.file;
    this.file = undefined;
    if (!file) return callback(error);
    file
      .then((handle) => handle.close())
      .then(
        () => callback(error),
        () => callback(error),
      );
  }
}
