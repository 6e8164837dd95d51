import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window closes and the count starts again at zero. */
  ttlMs: number;
}

/**
 * Counts events per key in a fixed window: in Redis for every gateway together when it is
 * configured and reachable, in this process otherwise, so an outage degrades limits to one
 * gateway's view instead of refusing visitors.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

const KEY_PREFIX = 'site:count:';
// Bounds memory under a spray of addresses.
const MAX_LOCAL_KEYS = 10_000;

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function createWindowCounter(redis: Redis | undefined, now: () => number = Date.now): WindowCounter {
  const local = localCounter(now);
  if (!redis) return local;
  const shared = redisCounter(redis);
  const either = <T>(use: (counter: WindowCounter) => Promise<T>): Promise<T> => (redis.status === 'ready' ? use(shared).catch(() => use(local)) : use(local));
  return {
    hit: (key, windowMs) => either((counter) => counter.hit(key, windowMs)),
    peek: (key) => either((counter) => counter.peek(key)),
    reset: (key) => either((counter) => counter.reset(key)),
  };
}

function redisCounter(redis: Redis): WindowCounter {
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

function localCounter(now: () => number): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = (): void => {
    if (windows.size < MAX_LOCAL_KEYS) return;
    for (const key of windows.keys()) current(key);
  };
  return {
    async hit(key, windowMs) {
      let entry = current(key);
      if (entry) entry.count += 1;
      else {
        prune();
        entry = { count: 1, endsAt: now() + windowMs };
        windows.set(key, entry);
      }
      return { count: entry.count, ttlMs: entry.endsAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, ttlMs: entry.endsAt - now() } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
