import type { MiddlewareHandler } from "hono";
import { clientBucket } from "./client-address";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";

/** Refuses a client over its per-address limit with 429, Retry-After and RateLimit-* headers. */
export function limitByAddress(limiter: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return next();
    const decision = await limiter.hit(`ip:${clientBucket(c)}`);
    if (!decision.allowed) {
      return c.json(
        { error: "rate_limited", message: `Too many requests; retry in ${decision.resetSeconds} s.` },
        429,
        rateLimitHeaders(decision),
      );
    }
    await next();
  };
}
