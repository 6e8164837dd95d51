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
 * age bounds what it may miss from the others) rather than not starting. The live events travel
 * on the same kind of bus, on a `channel` of their own.
 */
export async function createInvalidationBus(redisUrl: string | undefined, log: FastifyBaseLogger, channel?: string): Promise<InvalidationBus> {
  if (!redisUrl) return new LocalInvalidationBus();
  const redis = createRedisInvalidationBus(redisUrl, log, channel);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_SUBSCRIBE_MS);
  });
  const bus = await Promise.race([redis.catch(() => undefined), timeout]);
  clearTimeout(timer);
  if (bus) return bus;
  log.warn({ channel }, 'Redis did not answer: this gateway hears of changes (to cached reads, or live events) made through it only');
  void redis.then((late) => late.close()).catch(() => undefined);
  return new LocalInvalidationBus();
}
