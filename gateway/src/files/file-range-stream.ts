import { type FileHandle, open } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import type { ByteRange } from './file-store.js';

/** What one read takes from the file: as much as `fs.createReadStream` reads at a time. */
export const FILE_READ_BYTES = 64 * 1024;
/**
 * Read buffers kept for the next download once a socket has sent theirs (4 MB). A burst of
 * hundreds of downloads holds one or two each while it lasts; past this, the ones it gives back
 * are left to the collector.
 */
const SPARE_READ_BUFFERS = 64;

const spareBuffers: Buffer[] = [];

function readBuffer(): Buffer {
  return spareBuffers.pop() ?? Buffer.allocUnsafeSlow(FILE_READ_BYTES);
}

function giveBack(buffer: Buffer): void {
  if (spareBuffers.length < SPARE_READ_BUFFERS) spareBuffers.push(buffer);
}

/**
 * Bytes `start` to `end` of a file on disk. Piped into a response (as Fastify sends a stream), it
 * reads into buffers it takes back once the socket has sent them (decision 073): a file stream's
 * fresh buffer per read is garbage the moment it is sent, and a burst of Range requests piled tens
 * of MB of them up before V8 collected them, more on Node 26 than on Node 22. Read any other way, it
 * hands out fresh buffers, which the reader may keep.
 *
 * The file is opened when the first byte is wanted; an open file keeps its bytes on Linux even once
 * removed. A file shorter than the range fails the stream rather than ending it early.
 */
export class FileRangeStream extends Readable {
  private position: number;
  private file: Promise<FileHandle> | undefined;

  constructor(
    private readonly path: string,
    private readonly range: ByteRange,
  ) {
    super({ highWaterMark: FILE_READ_BYTES });
    this.position = range.start;
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    this.sendTo(destination as unknown as Writable).then(
      (sent) => {
        if (!sent) return;
        if (options?.end !== false) this.once('end', () => destination.end());
        this.push(null);
        this.resume();
      },
      (error: unknown) => this.destroy(error as Error),
    );
    return destination;
  }

  override _read(): void {
    const buffer = Buffer.allocUnsafeSlow(this.nextLength());
    this.readInto(buffer).then(
      (length) => this.push(length === 0 ? null : buffer.subarray(0, length)),
      (error: unknown) => this.destroy(error as Error),
    );
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

  /** Writes the rest of the range to `destination`; says whether it all went, rather than either side giving up first. */
  private async sendTo(destination: Writable): Promise<boolean> {
    while (this.position <= this.range.end) {
      if (this.destroyed || destination.destroyed) return false;
      const buffer = readBuffer();
      const length = await this.readInto(buffer);
      if (this.destroyed || destination.destroyed) return false;
      // The socket may still hold the buffer after `write` returns; it is reused only once sent.
      const more = destination.write(buffer.subarray(0, length), (error) => {
        if (!error) giveBack(buffer);
      });
      if (!more) await drained(destination, this);
    }
    return !this.destroyed;
  }

  /** Reads the next bytes of the range into `buffer`; 0 once the range is done. */
  private async readInto(buffer: Buffer): Promise<number> {
    const length = this.nextLength();
    if (length === 0) return 0;
    this.file ??= open(this.path);
    const { bytesRead } = await (await this.file).read(buffer, 0, length, this.position);
    if (bytesRead === 0) throw new Error(`${this.path} ended at byte ${this.position}, before the range's end (${this.range.end}).`);
    this.position += bytesRead;
    return bytesRead;
  }

  private nextLength(): number {
    return Math.max(0, Math.min(FILE_READ_BYTES, this.range.end - this.position + 1));
  }
}

/** Until `destination` takes more, or either stream is gone. */
function drained(destination: Writable, source: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      destination.off('drain', done).off('close', done);
      source.off('close', done);
      resolve();
    };
    destination.on('drain', done).on('close', done);
    source.on('close', done);
  });
}
