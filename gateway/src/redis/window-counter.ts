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
  /**
   * Counts one event. This process's own count answers at once, not in a promise: the limits count
   * every API request, and a promise costs each one a microtask turn and, with MikroORM's
   * AsyncLocalStorage on, async hooks (decision 045).
   */
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}
