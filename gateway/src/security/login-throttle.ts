import type { WindowCounter } from '../redis/window-counter.js';

/**
 * Slows password guessing: after MAX_FAILURES failed logins from one address for one
 * admin id within WINDOW_MS, further attempts are refused until the window passes.
 * Counted in Redis when configured, so several gateways together allow no more guesses than one.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  constructor(private readonly counter: WindowCounter) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  async retryAfter(ip: string, adminId: string): Promise<number> {
    const { count, ttlMs } = await this.counter.peek(this.key(ip, adminId));
    if (count < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil(ttlMs / 1000));
  }

  async recordFailure(ip: string, adminId: string): Promise<void> {
    await this.counter.hit(this.key(ip, adminId), WINDOW_MS);
  }

  async recordSuccess(ip: string, adminId: string): Promise<void> {
    await this.counter.reset(this.key(ip, adminId));
  }

  private key(ip: string, adminId: string): string {
    return `login:${ip}:${adminId.toLowerCase()}`;
  }
}
