import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../access/access.js';
import { apiKeyIdOf } from '../access/api-keys.js';
import type { WindowCounter } from '../redis/window-counter.js';
import { bearerOf } from '../security/token-cookie.js';
import { minuteLimit, refuseOverLimit } from './minute-limit.js';

const TOO_MANY = 'Too many requests with this API key. Please wait a moment and try again.';

/**
 * Each API key's own limit, counted per key with the window counter (in Redis when configured,
 * so over every gateway); the per-address limit still holds besides. Only a valid key is counted,
 * so made-up keys cannot use up a real one's allowance.
 */
export function registerApiKeyLimit(app: FastifyInstance, counter: WindowCounter, perMinute: number, access: Access): void {
  const limit = minuteLimit(counter, 'api-key', perMinute);
  const refusedOverLimit = async (request: FastifyRequest, reply: FastifyReply, keyId: string): Promise<boolean> => {
    if ((await access.principalOf(request))?.kind !== 'apiKey') return false;
    const seconds = await limit(keyId);
    if (seconds === undefined) return false;
    refuseOverLimit(request, reply, 'api-key', TOO_MANY, seconds);
    return true;
  };
  // A callback hook, so that a request without a key (most of them) passes without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    const bearer = bearerOf(request.headers.authorization);
    const keyId = bearer && apiKeyIdOf(bearer);
    if (!keyId) return done();
    refusedOverLimit(request, reply, keyId).then((refused) => {
      if (!refused) done();
    }, done);
  });
}
