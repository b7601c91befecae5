import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../http/api-error";
import { clientBucket } from "./client-address";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";

/** Refuses a client over its per-address limit with 429, Retry-After and RateLimit-* headers. */
export function limitByAddress(limiter: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return next();
    const decision = await limiter.hit(`ip:${clientBucket(c)}`);
    if (!decision.allowed) {
      return errorResponse(
        429,
        "rate_limited",
        `Too many requests; retry in ${decision.resetSeconds} s.`,
        undefined,
        rateLimitHeaders(decision),
      );
    }
    await next();
  };
}
