import type { WindowCounter } from './window-counter.js';

// Bounds memory under a spray of addresses.
const MAX_LOCAL_KEYS = 10_000;

/** Counts in this process, for one gateway alone. */
export function localWindowCounter(now: () => number): WindowCounter {
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
    hit(key, windowMs) {
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
