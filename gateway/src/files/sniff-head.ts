import { sniffType } from './file-types.js';

/** Enough for every format file-type knows, ZIP-based ones included. */
const HEAD_BYTES = 64 * 1024;

export interface SniffedStream {
  /** The media type the first bytes say. */
  type: string;
  /** Every byte of the stream, the first ones included. */
  bytes: AsyncIterable<Buffer>;
}

/** The type of a stream from its first bytes, which are held back only until they are known. */
export async function sniffHead(source: AsyncIterable<Buffer>): Promise<SniffedStream> {
  const rest = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < HEAD_BYTES) {
    const next = await rest.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const joined = Buffer.concat(head, headBytes);
  return {
    type: await sniffType(joined),
    bytes: (async function* () {
      if (headBytes > 0) yield joined;
      if (ended) return;
      for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
    })(),
  };
}
