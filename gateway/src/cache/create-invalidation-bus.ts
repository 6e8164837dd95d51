import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './invalidation-bus.js';
import { LocalInvalidationBus } from './local-invalidation-bus.js';
import { createRedisInvalidationBus } from './redis-invalidation-bus.js';

/** How long a start waits for Redis before this gateway's cache listens to itself alone. */
const FIRST_SUBSCRIBE_MS = 5_000;

/**
 * The bus this gateway's cache listens on and its admin changes publish to: Redis pub/sub when
 * REDIS_URL is set, so every gateway drops a stale answer; otherwise this process alone. When
 * Redis does not answer at start, the gateway serves with its own bus (and the cache's maximum
 * age bounds what it may miss from the others) rather than not starting.
 */
export async function createInvalidationBus(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<InvalidationBus> {
  if (!redisUrl) return new LocalInvalidationBus();
  const redis = createRedisInvalidationBus(redisUrl, log);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_SUBSCRIBE_MS);
  });
  const bus = await Promise.race([redis.catch(() => undefined), timeout]);
  clearTimeout(timer);
  if (bus) return bus;
  log.warn('Redis did not answer: the public-read cache hears of changes made through this gateway only');
  void redis.then((late) => late.close()).catch(() => undefined);
  return new LocalInvalidationBus();
}
