import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter.js';

/** What @fastify/rate-limit actually hands `child`: the merged options with the route they are for. */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: WindowCounter,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.counter.hit(`rate:${this.prefix}${key}`, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const route = (routeOptions as ChildOptions).routeInfo;
    return new CounterStore(this.counter, route?.url ? `${String(route.method)}${String(route.url)}:` : this.prefix);
  }
}

/**
 * A @fastify/rate-limit store over our window counter, so the per-address limits are shared by
 * every gateway through Redis and fall back to this process while Redis is away.
 */
export function rateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class extends CounterStore {
    constructor() {
      super(counter, '');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
