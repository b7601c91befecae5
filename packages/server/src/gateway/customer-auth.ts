import { publicApiKeyHeader } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import { hashApiKey } from "../services/customers.service";
import { clientBucket } from "./client-address";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";

declare module "hono" {
  interface ContextVariableMap {
    /** The customer whose secret key the public API accepted. */
    publicCustomerId: number;
  }
}

export interface CustomerAuthDeps {
  db: Database;
  perKey: RateLimiter;
  perIp: RateLimiter;
}

/** The key from `x-api-key`, else from `Authorization: Bearer` (what OpenAI clients send). */
export function customerKeyOf(header: (name: string) => string | undefined): string | undefined {
  const direct = header(publicApiKeyHeader);
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header("authorization") ?? "");
  return bearer?.[1];
}

/**
 * A customer's secret key, checked before the body is read: an active subscription, then the per-key and
 * per-address rate limits.
 */
export function customerAuth(deps: CustomerAuthDeps): MiddlewareHandler {
  return async (c, next) => {
    const apiKey = customerKeyOf((name) => c.req.header(name));
    if (!apiKey) {
      throw new ApiError(
        401,
        "missing_api_key",
        `Send your API key in the ${publicApiKeyHeader} header or as Authorization: Bearer.`,
      );
    }
    const [customer] = await deps.db
      .select({ id: customers.id, status: customers.subscriptionStatus })
      .from(customers)
      .where(eq(customers.apiKeyHash, hashApiKey(apiKey)));
    if (!customer) throw new ApiError(401, "invalid_api_key", "The API key is not valid.");
    if (customer.status !== "active") {
      throw new ApiError(403, "subscription_inactive", "The subscription of this key is not active.");
    }
    for (const decision of [
      await deps.perKey.hit(`key:${customer.id}`),
      await deps.perIp.hit(`ip:${clientBucket(c)}`),
    ]) {
      if (!decision.allowed) {
        throw new ApiError(
          429,
          "rate_limited",
          `Too many requests; retry in ${decision.resetSeconds} s.`,
          undefined,
          rateLimitHeaders(decision),
        );
      }
    }
    c.set("publicCustomerId", customer.id);
    await next();
  };
}
