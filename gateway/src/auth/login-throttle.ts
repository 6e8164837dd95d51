/**
 * Slows password guessing: after MAX_FAILURES failed logins from one address for one
 * admin id within WINDOW_MS, further attempts are refused until the window passes.
 * Kept in memory: one gateway process serves the site, and a restart only resets the count.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

interface Failures {
  count: number;
  firstAt: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(ip: string, adminId: string): number {
    const entry = this.current(this.key(ip, adminId));
    if (!entry || entry.count < MAX_FAILURES) return 0;
    return Math.ceil((entry.firstAt + WINDOW_MS - this.now()) / 1000);
  }

  recordFailure(ip: string, adminId: string): void {
    const key = this.key(ip, adminId);
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    this.prune();
  }

  recordSuccess(ip: string, adminId: string): void {
    this.failures.delete(this.key(ip, adminId));
  }

  private key(ip: string, adminId: string): string {
    return `${ip}\u0000${adminId.toLowerCase()}`;
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.firstAt >= WINDOW_MS) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  // Bounds memory under a spray of addresses.
  private prune(): void {
    if (this.failures.size < 10_000) return;
    for (const key of this.failures.keys()) this.current(key);
  }
}
