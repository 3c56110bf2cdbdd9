/**
 * Fixed-window counter per key, held in this process's memory. Form rate limits are per
 * instance by design: behind a load balancer each instance allows the configured rate.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** Counts one hit; answers how long to wait when the key is over its limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const now = this.now();
    const window = this.windows.get(key);
    if (window === undefined || window.resetsAt <= now) {
      if (this.windows.size > 10_000) this.evictExpired(now);
      this.windows.set(key, { count: 1, resetsAt: now + this.windowMs });
      return { allowed: true };
    }
    if (window.count >= this.limit) return { allowed: false, retryAfterMs: window.resetsAt - now };
    window.count += 1;
    return { allowed: true };
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(key);
    }
  }
}
