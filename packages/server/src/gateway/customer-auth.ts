import { publicApiKeyHeader } from "@hub-of-minds/core";
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import { clientBucket } from "./client-address";
import type { CustomerKeys } from "./customer-keys";
import { type RateLimitDecision, type RateLimiter, rateLimitHeaders } from "./rate-limiter";
import type { Payer } from "./spending";

declare module "hono" {
  interface ContextVariableMap {
    /** The customer whose secret key the public API accepted. */
    publicCustomerId: number;
    /** That key's own daily token cap (null: none). */
    publicKeyDailyCap: number | null;
  }
}

export interface CustomerAuthDeps {
  keys: Pick<CustomerKeys, "find">;
  perKey: RateLimiter;
  perIp: RateLimiter;
  /** Wrong keys per client address: past the limit the address is refused before the key is looked up. */
  invalidKeys: RateLimiter;
}

/** The key from `x-api-key`, else from `Authorization: Bearer` (what OpenAI clients send). */
export function customerKeyOf(header: (name: string) => string | undefined): string | undefined {
  const direct = header(publicApiKeyHeader);
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header("authorization") ?? "");
  return bearer?.[1];
}

function tooManyInvalidKeys(decision: RateLimitDecision): ApiError {
  return new ApiError(
    429,
    "too_many_invalid_keys",
    `Too many invalid API keys from this address; retry in ${decision.resetSeconds} s.`,
    undefined,
    rateLimitHeaders(decision),
  );
}

/**
 * A customer's secret key, checked before the body is read: an address that sent too many wrong keys is
 * refused first (without a database lookup), then the key must belong to an active subscription, then the
 * per-key and per-address rate limits apply.
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
    // Only wrong keys count, so a valid key from the same address keeps working until the address is locked.
    // Checked without counting: guesses in flight together may each reach the lookup once, but counting every
    // key up front would also lock out a busy client whose keys are all valid.
    const wrongKeys = `badkey:${clientBucket(c)}`;
    const lock = await deps.invalidKeys.peek(wrongKeys);
    if (!lock.allowed) throw tooManyInvalidKeys(lock);
    const customer = await deps.keys.find(apiKey);
    if (!customer) {
      await deps.invalidKeys.hit(wrongKeys);
      throw new ApiError(401, "invalid_api_key", "The API key is not valid.");
    }
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
    c.set("publicKeyDailyCap", customer.dailyTokenCap);
    await next();
  };
}

/** Who pays for a call made with a customer's secret key: that customer, held to the key's own daily cap. */
export const keyPayerOf = (c: Context): Payer => ({
  kind: "customer",
  customerId: c.get("publicCustomerId"),
  via: "key",
  dailyTokenCap: c.get("publicKeyDailyCap") ?? null,
});
