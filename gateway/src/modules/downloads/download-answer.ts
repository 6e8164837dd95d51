import type { IncomingHttpHeaders } from 'node:http';
import parseRange from 'range-parser';
import type { ByteRange } from '../../files/file-store.js';

/** How to answer a request for a file of `size` bytes whose strong ETag is `etag`. */
export type DownloadAnswer = { status: 200 } | { status: 206; range: ByteRange } | { status: 304 } | { status: 416 };

/** If-None-Match compares weakly (RFC 9110 13.1.2): a `W/` copy of our tag is still current. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer to a GET or HEAD: 304 while the client's copy is current; 206 for one satisfiable
 * byte range, if any If-Range names this very file (a strong match, so a resume across a
 * replacement gets the whole new file, never a mix); 416 for a range past the end; otherwise the
 * whole file. Several ranges get the whole file, as @fastify/send answers them.
 */
export function downloadAnswer(headers: IncomingHttpHeaders, size: number, etag: string): DownloadAnswer {
  if (matchesAny(headers['if-none-match'], etag)) return { status: 304 };
  const ifRange = headers['if-range'];
  if (!headers.range || (ifRange !== undefined && String(ifRange).trim() !== etag)) return { status: 200 };
  const ranges = parseRange(size, headers.range, { combine: true });
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { status: 200 };
  const { start, end } = ranges[0]!;
  return { status: 206, range: { start, end } };
}
