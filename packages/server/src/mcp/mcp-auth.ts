import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { customerKeyOf } from "../gateway/customer-auth";
import { checkOrigin } from "../http/admin-guard";
import { ApiError } from "../http/api-error";

/**
 * Who may use `/mcp`: the administrator's session, whose cookie a foreign page could carry, so its writes must
 * come from our own origin. A customer key is checked by the gateway's own key check (the same limits and
 * wrong-key lockout as `/v1`) and then refused: the tools read the whole hub (every container, every
 * personality's memories, the activity log) and run skills on the hub's budget, which no customer may until
 * tools are scoped per customer.
 */
export function mcpAuth(customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler {
  return async (c, next) => {
    if (customerKeyOf((name) => c.req.header(name))) {
      return customerAuth(c, async () => {
        throw new ApiError(
          403,
          "admin_only",
          "The MCP server is open to the hub's administrator only: its tools read the whole hub's data.",
        );
      });
    }
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
