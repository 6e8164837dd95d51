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
