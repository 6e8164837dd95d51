import type { Redis } from 'ioredis';
import { localWindowCounter } from './local-window-counter.js';
import { redisWindowCounter } from './redis-window-counter.js';
import type { WindowCounter } from './window-counter.js';

/** Redis while it answers, this process's own count otherwise (see WindowCounter). */
export function createWindowCounter(redis: Redis | undefined, now: () => number = Date.now): WindowCounter {
  const local = localWindowCounter(now);
  if (!redis) return local;
  const shared = redisWindowCounter(redis);
  const either = <T>(use: (counter: WindowCounter) => T | Promise<T>): T | Promise<T> =>
    redis.status === 'ready' ? Promise.resolve(use(shared)).catch(() => use(local)) : use(local);
  return {
    hit: (key, windowMs) => either((counter) => counter.hit(key, windowMs)),
    peek: async (key) => either((counter) => counter.peek(key)),
    reset: async (key) => either((counter) => counter.reset(key)),
  };
}
