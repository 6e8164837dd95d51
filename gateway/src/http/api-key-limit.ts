import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../access/access.js';
import { apiKeyIdOf } from '../access/api-keys.js';
import { ErrorCode } from '../core/errors.js';
import { rateLimitRefusals } from '../metrics/metrics.js';
import { bearerOf } from '../security/token-cookie.js';

const TOO_MANY = 'Too many requests with this API key. Please wait a moment and try again.';

/**
 * Each API key's own limit, counted per key with the rate limit's store (in Redis when configured,
 * so over every gateway); the per-address limit still holds besides. Only a valid key is counted,
 * so made-up keys cannot use up a real one's allowance.
 */
export function registerApiKeyLimit(app: FastifyInstance, perMinute: number, access: Access): void {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${apiKeyIdOf(bearerOf(request.headers.authorization) ?? '')}`,
  });
  const refusedOverLimit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if ((await access.principalOf(request))?.kind !== 'apiKey') return false;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return false;
    const seconds = Math.max(1, result.ttlInSeconds);
    rateLimitRefusals.inc({ limit: 'api-key' });
    reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store');
    if (request.url.startsWith('/graphql')) {
      reply.send({ errors: [{ message: TOO_MANY, extensions: { code: ErrorCode.tooManyRequests, retryAfter: seconds } }] });
    } else reply.send({ error: TOO_MANY });
    return true;
  };
  // A callback hook, so that a request without a key (most of them) passes without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    const bearer = bearerOf(request.headers.authorization);
    if (!bearer || !apiKeyIdOf(bearer)) return done();
    refusedOverLimit(request, reply).then((refused) => {
      if (!refused) done();
    }, done);
  });
}
