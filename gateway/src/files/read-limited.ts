import type { Readable } from 'node:stream';

/**
 * Reads a stream into memory, or answers null when it holds more than `maxBytes`. An oversized
 * stream is still read to its end (and dropped) so the request it belongs to completes; the
 * multipart parser's own limit ends the file early with a 'limit' event, which counts as too large too.
 */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const drop = () => {
      tooLarge = true;
      chunks.length = 0;
    };
    stream.on('limit', drop);
    stream.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > maxBytes) drop();
      else chunks.push(chunk);
    });
    stream.once('end', () => resolve(tooLarge ? null : Buffer.concat(chunks, size)));
    stream.once('error', reject);
  });
}
