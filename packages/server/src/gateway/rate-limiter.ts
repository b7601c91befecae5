export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (the Retry-After value when refused). */
  resetSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
  /** The decision the next hit would get, without counting one (a lock checked before costly work). */
  peek(key: string): Promise<RateLimitDecision>;
}

/**
 * Fixed-window counter per key, in this process. Old windows are dropped as they expire so memory stays
 * bounded by the keys active in one window.
 */
export function createMemoryRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  const decide = (count: number, start: number, at: number): RateLimitDecision => ({
    allowed: count < limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((start + windowMs - at) / 1000)),
  });
  return {
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      return window && at - window.start < windowMs ? decide(window.count, window.start, at) : decide(0, at, at);
    },
    async hit(key) {
      const at = now();
      if (at - lastSweep > windowMs) {
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
        lastSweep = at;
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      if (window.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
      window.count++;
      return { allowed: true, limit, remaining: limit - window.count, resetSeconds };
    },
  };
}

/** The IETF RateLimit-* fields plus Retry-After when refused. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
  if (!decision.allowed) headers["Retry-After"] = String(decision.resetSeconds);
  return headers;
}
