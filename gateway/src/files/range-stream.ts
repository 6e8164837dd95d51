import { Readable, type Writable } from 'node:stream';
import type { ByteRange } from './file-store.js';

/** The size of a read buffer: as much as `fs.createReadStream` reads at a time. */
export const READ_BYTES = 64 * 1024;
/**
 * Read buffers kept for the next download once a socket has sent theirs (4 MB). A burst of
 * hundreds of downloads holds one or two each while it lasts; past this, the ones it gives back
 * are left to the collector.
 */
const SPARE_READ_BUFFERS = 64;

const spareBuffers: Buffer[] = [];

function readBuffer(): Buffer {
  return spareBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_BYTES);
}

function giveBack(buffer: Buffer): void {
  if (spareBuffers.length < SPARE_READ_BUFFERS) spareBuffers.push(buffer);
}

/**
 * Bytes `start` to `end` of a stored file, read by `readAt`. Piped into a response (as Fastify sends
 * a stream), it reads into buffers it takes back once the socket has sent them (decisions 073 and
 * 076): a fresh buffer per read is garbage the moment it is sent, and a burst of Range requests piled
 * tens of MB of them up before V8 collected them. Read any other way, it hands out fresh buffers,
 * which the reader may keep.
 *
 * A source that has fewer bytes than the range fails the stream rather than ending it early.
 */
export abstract class RangeStream extends Readable {
  private position: number;

  constructor(
    /** The source, as its failures name it. */
    private readonly source: string,
    private readonly range: ByteRange,
  ) {
    super({ highWaterMark: READ_BYTES });
    this.position = range.start;
  }

  /**
   * Reads up to `length` bytes from `position` and says how many; 0 when the source has no byte
   * there. The bytes go into the buffers `into` gives, `READ_BYTES` each, filled one after the other.
   * It asks for one only once it has bytes to put in it, so a read waiting its turn (for a
   * connection) holds none.
   */
  protected abstract readAt(into: () => Buffer, length: number, position: number): Promise<number>;

  /** The most one `readAt` asks for. */
  protected readLength(): number {
    return READ_BYTES;
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
    const buffers: Buffer[] = [];
    this.readInto(buffers, () => Buffer.allocUnsafeSlow(READ_BYTES)).then(
      (length) => {
        if (length === 0) this.push(null);
        for (const [buffer, filled] of filledParts(buffers, length)) this.push(buffer.subarray(0, filled));
      },
      (error: unknown) => this.destroy(error as Error),
    );
  }

  /** Writes the rest of the range to `destination`; says whether it all went, rather than either side giving up first. */
  private async sendTo(destination: Writable): Promise<boolean> {
    while (this.position <= this.range.end) {
      if (this.destroyed || destination.destroyed) return false;
      const buffers: Buffer[] = [];
      const length = await this.readInto(buffers, readBuffer);
      if (this.destroyed || destination.destroyed) return false;
      let more = true;
      for (const [buffer, filled] of filledParts(buffers, length)) {
        // The socket may still hold the buffer after `write` returns; it is reused only once sent.
        more = destination.write(buffer.subarray(0, filled), (error) => {
          if (!error) giveBack(buffer);
        });
      }
      if (!more) await drained(destination, this);
    }
    return !this.destroyed;
  }

  /** Reads the next bytes of the range into buffers from `take`, added to `buffers`; 0 once the range is done. */
  private async readInto(buffers: Buffer[], take: () => Buffer): Promise<number> {
    const length = Math.max(0, Math.min(this.readLength(), this.range.end - this.position + 1));
    if (length === 0) return 0;
    const into = () => {
      const buffer = take();
      buffers.push(buffer);
      return buffer;
    };
    const read = await this.readAt(into, length, this.position);
    if (read === 0) throw new Error(`${this.source} ended at byte ${this.position}, before the range's end (${this.range.end}).`);
    this.position += read;
    return read;
  }
}

/** Each buffer with how much of it holds the `length` bytes read into them in turn. */
function filledParts(buffers: readonly Buffer[], length: number): [Buffer, number][] {
  return buffers.map((buffer, index) => [buffer, Math.min(buffer.length, length - index * READ_BYTES)]);
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
