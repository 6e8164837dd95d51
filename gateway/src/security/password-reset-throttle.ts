import type { WindowCounter } from '../redis/window-counter.js';

/**
 * Keeps reset requests from becoming a way to flood someone's inbox or to probe addresses: a few per
 * e-mail address and some more per client address each hour, counted in Redis when configured, so
 * several gateways together allow no more than one.
 */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_WINDOW_MS = 60 * 60 * 1000;

export class PasswordResetThrottle {
  constructor(private readonly counter: WindowCounter) {}

  /** Counts a request; answers 0 when it may go ahead, else the seconds until one may. Unknown addresses count the same. */
  async take(ip: string, email: string): Promise<number> {
    const limits = [
      { key: `reset:email:${email.trim().toLowerCase()}`, max: RESET_REQUESTS_PER_EMAIL },
      { key: `reset:ip:${ip}`, max: RESET_REQUESTS_PER_ADDRESS },
    ];
    const counts = await Promise.all(limits.map(({ key }) => this.counter.peek(key)));
    const waits = counts.map(({ count, ttlMs }, i) => (count >= limits[i]!.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0));
    const wait = Math.max(...waits);
    if (wait > 0) return wait;
    await Promise.all(limits.map(({ key }) => this.counter.hit(key, RESET_WINDOW_MS)));
    return 0;
  }
}
