import type { Context, MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { customerKeyOf } from "../gateway/customer-auth";
import { checkOrigin } from "./admin-guard";
import { ApiError } from "./api-error";

/** Who called an operation open to the administrator and to customers' keys. */
export type Caller = { kind: "admin" } | { kind: "customer"; customerId: number };

/**
 * The administrator's session, or a customer's secret key checked by the gateway's own key check (the same
 * limits and wrong-key lockout as `/v1`). A session's writes must come from our own origin (a foreign page
 * could carry its cookie); a key is no cookie. Without either: 401 in the one error shape.
 */
export function adminOrCustomerKey(customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler {
  return async (c, next) => {
    if (customerKeyOf((name) => c.req.header(name))) return customerAuth(c, next);
    const account = await accounts.sessionOf(c.req.raw);
    if (account?.role !== "admin") {
      throw new ApiError(
        401,
        "missing_api_key",
        "Send a customer API key as Authorization: Bearer (or x-api-key), or sign in as the administrator.",
      );
    }
    checkOrigin(c);
    c.set("account", account);
    await next();
  };
}

/** The caller `adminOrCustomerKey` let through. */
export const callerOf = (c: Context): Caller => {
  const customerId = c.get("publicCustomerId");
  return customerId === undefined ? { kind: "admin" } : { kind: "customer", customerId };
};
