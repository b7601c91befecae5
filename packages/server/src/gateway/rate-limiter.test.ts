import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, rateLimitHeaders } from "./rate-limiter";

describe("memory rate limiter", () => {
  it("allows `limit` hits per window per key, then refuses until the window resets", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(2, 60_000, () => now);
    expect((await limiter.hit("k")).remaining).toBe(1);
    expect((await limiter.hit("k")).remaining).toBe(0);
    const refused = await limiter.hit("k");
    expect(refused).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 60 });
    expect((await limiter.hit("other")).allowed).toBe(true);
    now = 45_000;
    expect((await limiter.hit("k")).resetSeconds).toBe(15);
    now = 60_000;
    expect((await limiter.hit("k")).allowed).toBe(true);
  });

  it("peeks at what the next hit would get without counting one", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(2, 60_000, () => now);
    expect(await limiter.peek("k")).toEqual({ allowed: true, limit: 2, remaining: 2, resetSeconds: 60 });
    await limiter.hit("k");
    now = 30_000;
    expect(await limiter.peek("k")).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 30 });
    expect(await limiter.peek("k")).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 30 });
    await limiter.hit("k");
    expect(await limiter.peek("k")).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 30 });
    now = 60_000;
    expect((await limiter.peek("k")).allowed).toBe(true);
  });

  it("gives RateLimit-* headers and Retry-After only when refused", () => {
    expect(rateLimitHeaders({ allowed: true, limit: 5, remaining: 4, resetSeconds: 30 })).toEqual({
      "RateLimit-Limit": "5",
      "RateLimit-Remaining": "4",
      "RateLimit-Reset": "30",
    });
    expect(rateLimitHeaders({ allowed: false, limit: 5, remaining: 0, resetSeconds: 12 })["Retry-After"]).toBe("12");
  });
});
