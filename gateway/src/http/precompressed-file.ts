import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, matchesEntityTag, preferredEncoding } from './content-encoding.js';

interface Variant {
  body: Buffer;
  etag: string;
}

/** A file held in memory with its build-time brotli and gzip twins, each with its own entity tag. */
export interface PrecompressedFile {
  type: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this, compression saves less than it costs (the threshold @fastify/compress uses too). */
const MIN_COMPRESSED_BYTES = 1024;

const entityTag = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/** Compresses bytes made at run time (a cached answer) once, for every later request. */
export function precompress(plain: Buffer, type: string): PrecompressedFile {
  const tag = entityTag(plain);
  if (plain.length < MIN_COMPRESSED_BYTES) return { type, plain: { body: plain, etag: `"${tag}"` }, encoded: {} };
  return {
    type,
    plain: { body: plain, etag: `"${tag}"` },
    encoded: {
      br: { body: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }), etag: `"${tag}-br"` },
      gzip: { body: gzipSync(plain), etag: `"${tag}-gzip"` },
    },
  };
}

/** Reads `path` and the `.br` and `.gz` twins the build wrote beside it (a missing twin is simply not offered). */
export async function loadPrecompressed(path: string, type: string): Promise<PrecompressedFile> {
  const plain = await readFile(path);
  const tag = entityTag(plain);
  const encoded: PrecompressedFile['encoded'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const body = await readFile(path + TWIN_SUFFIX[encoding]).catch(() => undefined);
    if (body) encoded[encoding] = { body, etag: `"${tag}-${encoding}"` };
  }
  return { type, plain: { body: plain, etag: `"${tag}"` }, encoded };
}

/** Sends the variant the client accepts, or (for a 200) 304 when it already holds that one. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, file: PrecompressedFile): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const variant = (encoding && file.encoded[encoding]) || file.plain;
  reply.header('vary', 'accept-encoding').header('etag', variant.etag);
  if (reply.statusCode === 200 && matchesEntityTag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  if (variant !== file.plain) reply.header('content-encoding', encoding);
  return reply.type(file.type).send(variant.body);
}
