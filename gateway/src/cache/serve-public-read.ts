import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed } from '../http/precompressed-file.js';
import { publicReadCache } from '../metrics/metrics.js';
import type { PublicReadCache } from './public-read-cache.js';
import type { PublicReadTags } from './public-read-query.js';

/** What /graphql and the REST shim need to answer public reads from the cache. */
export interface PublicReads {
  cache: PublicReadCache;
  tagsOf: PublicReadTags;
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
  { cache }: PublicReads,
  key: string,
  tags: readonly string[],
  read: () => Promise<string | undefined>,
): Promise<boolean> {
  let entry = cache.get(key);
  publicReadCache.inc({ result: entry ? 'hit' : 'miss' });
  if (!entry) {
    const startedAt = cache.startRead();
    const json = await read();
    if (json === undefined) return false;
    entry = cache.store(key, tags, json, startedAt);
  }
  reply.header('cache-control', 'no-cache');
  sendPrecompressed(request, reply, entry);
  return true;
}
