import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed } from '../http/precompressed-file.js';
import { publicReadCache } from '../metrics/metrics.js';
import type { CachedRead, PublicReadCache } from './public-read-cache.js';
import type { PublicReadTags } from './public-read-query.js';

/** What /graphql and the REST shim need to answer public reads from the cache. */
export interface PublicReads {
  cache: PublicReadCache;
  tagsOf: PublicReadTags;
}

/**
 * Answers a public read from the cache when it holds the answer, at once: true when it did. A hit
 * is the common case and needs nothing asynchronous, so the callers try this before anything else.
 */
export function sendCachedRead(request: FastifyRequest, reply: FastifyReply, { cache }: PublicReads, key: string): boolean {
  const entry = cache.get(key);
  if (!entry) return false;
  publicReadCache.inc({ result: 'hit' });
  send(request, reply, entry);
  return true;
}

/**
 * Answers a public read from the cache, or runs `read` (its JSON answer, or undefined when it
 * failed) and caches that. False when `read` failed: the caller answers as it would uncached.
 * Clients revalidate every time (`no-cache`) and get 304 while their copy is current. A boolean,
 * not the reply: a reply is thenable, so awaiting one returned from here would lose it.
 */
export async function servePublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  reads: PublicReads,
  key: string,
  tags: readonly string[],
  read: () => Promise<string | undefined>,
): Promise<boolean> {
  if (sendCachedRead(request, reply, reads, key)) return true;
  publicReadCache.inc({ result: 'miss' });
  const startedAt = reads.cache.startRead();
  const json = await read();
  if (json === undefined) return false;
  send(request, reply, reads.cache.store(key, tags, json, startedAt));
  return true;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedRead): void {
  reply.header('cache-control', 'no-cache');
  sendPrecompressed(request, reply, entry);
}
