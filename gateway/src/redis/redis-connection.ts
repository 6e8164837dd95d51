import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// A first start waits this long for Redis, so the first requests already count together.
const FIRST_CONNECT_MS = 5_000;

/**
 * The command connection to the shared Redis. Commands never wait in a queue while Redis is away:
 * they fail at once and the caller counts in this process instead. ioredis keeps reconnecting, and
 * the outage and the return are each logged once.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded here, so that a gateway without REDIS_URL (the default) never holds ioredis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let away = false;
  const lost = (err?: Error): void => {
    if (away) return;
    away = true;
    log.warn({ err }, 'Redis is unreachable: rate limits and the login throttle count in this gateway until it is back');
  };
  redis.on('error', lost);
  redis.on('close', () => lost());
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis is reachable again: rate limits and the login throttle are shared again');
  });
  await waitUntilReady(redis, FIRST_CONNECT_MS);
  return redis;
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.on('ready', done);
  });
}

/** Closes the connection without waiting for a server that may be gone. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
