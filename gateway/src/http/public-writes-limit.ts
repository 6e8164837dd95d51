import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import type { Access } from '../access/access.js';
import type { WindowCounter } from '../redis/window-counter.js';
import { minuteLimit, refuseOverLimit, visitorAddress } from './minute-limit.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOO_MANY_WRITES = 'Too many submissions from this address. Please wait a moment; nothing was stored.';

/**
 * A per-address limit on writes (GraphQL mutations and the REST shim's POST, PUT and DELETE rows),
 * counted apart from reads and tighter than them: a burst of posts is refused with 429 and
 * Retry-After, which the outbox honours, while the pages keep loading. Counted with the rate
 * window counter, so shared by every gateway when Redis is configured. A signed-in person's writes
 * are not public ones and only count towards the general limit.
 */
export function registerPublicWritesLimit(app: FastifyInstance, counter: WindowCounter, perMinute: number, access: Access): void {
  const limit = minuteLimit(counter, 'writes', perMinute);
  const refusedOverLimit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (await access.principalOf(request)) return false;
    const retryAfter = await limit(visitorAddress(request.ip));
    if (retryAfter === undefined) return false;
    refuseOverLimit(request, reply, 'writes', TOO_MANY_WRITES, retryAfter);
    return true;
  };
  // A callback hook, so that a read (most requests) passes without a promise; a refused write is answered, and not passed on.
  app.addHook('preHandler', (request, reply, done) => {
    if (!isWrite(request)) return done();
    refusedOverLimit(request, reply).then((refused) => {
      if (!refused) done();
    }, done);
  });
}

function isWrite(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  if (request.url.startsWith('/api/')) return true;
  if (!/^\/graphql(\?|$)/.test(request.url)) return false;
  return isMutation(request.body);
}

/** Verdicts by document text and operation name: clients send the same few documents again and again. */
const mutationVerdicts = new Map<string, boolean>();
const MOST_VERDICTS = 500;

/** Parses only what mentions a mutation, once per document; a document that does not parse is refused by Apollo anyway. */
function isMutation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || !query.includes('mutation')) return false;
  const name = typeof operationName === 'string' ? operationName : undefined;
  const key = `${name ?? ''}\n${query}`;
  let verdict = mutationVerdicts.get(key);
  if (verdict === undefined) {
    verdict = parsesAsMutation(query, name);
    if (mutationVerdicts.size >= MOST_VERDICTS) mutationVerdicts.clear();
    mutationVerdicts.set(key, verdict);
  }
  return verdict;
}

function parsesAsMutation(query: string, operationName: string | undefined): boolean {
  try {
    return getOperationAST(parse(query), operationName)?.operation === 'mutation';
  } catch {
    return false;
  }
}
