import type { Redis } from 'ioredis';
import type { WindowCounter } from './window-counter.js';

const KEY_PREFIX = 'site:count:';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counts in Redis, shared by every gateway. */
export function redisWindowCounter(redis: Redis): WindowCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(ttlMs, 0) };
    },
    async peek(key) {
      const [count, ttlMs] = await Promise.all([redis.get(KEY_PREFIX + key), redis.pttl(KEY_PREFIX + key)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(ttlMs, 0) };
    },
    async reset(key) {
      await redis.del(KEY_PREFIX + key);
    },
  };
}
