import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { customerKeyOf } from "../gateway/customer-auth";
import { checkOrigin } from "./admin-guard";
import { ApiError } from "./api-error";

/** Who called an operation open to the administrator and to customers. */
export type Caller = { kind: "admin" } | { kind: "customer"; customerId: number };

declare module "hono" {
  interface ContextVariableMap {
    /** Set by `accountOrCustomerKey`: the administrator, or the customer of a session or a secret key. */
    caller: Caller;
  }
}

/**
 * A customer's secret key, checked by the gateway's own key check (the same limits and wrong-key lockout as
 * `/v1`), or a signed-in account: the administrator, or a customer (for what is theirs). A session's writes
 * must come from our own origin (a foreign page could carry its cookie); a key is no cookie. Without either:
 * 401 in the one error shape.
 */
export function accountOrCustomerKey(customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler {
  return async (c, next) => {
    if (customerKeyOf((name) => c.req.header(name))) {
      return customerAuth(c, async () => {
        c.set("caller", { kind: "customer", customerId: c.get("publicCustomerId") });
        await next();
      });
    }
    const account = await accounts.sessionOf(c.req.raw);
    const caller: Caller | undefined =
      account?.role === "admin"
        ? { kind: "admin" }
        : account?.customerId
          ? { kind: "customer", customerId: account.customerId }
          : undefined;
    if (!account || !caller) {
      throw new ApiError(
        401,
        "sign_in_required",
        "Sign in, or send a customer API key as Authorization: Bearer (or x-api-key).",
      );
    }
    checkOrigin(c);
    c.set("account", account);
    c.set("caller", caller);
    await next();
  };
}
