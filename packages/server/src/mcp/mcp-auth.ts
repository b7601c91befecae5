import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { customerKeyOf } from "../gateway/customer-auth";
import { checkOrigin } from "../http/admin-guard";
import { ApiError } from "../http/api-error";

/**
 * Who may use `/mcp`: a request with a customer key is judged by the gateway's own key check (the same limits
 * and wrong-key lockout as `/v1`); without one, only the administrator's session, whose cookie a foreign page
 * could carry, so its writes must come from our own origin.
 */
export function mcpAuth(customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler {
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
