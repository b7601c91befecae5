import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { accountOrCustomerKey } from "../http/account-or-customer-key";
import { ApiError } from "../http/api-error";

/**
 * Who may use `/mcp`: the administrator's session (its writes from our own origin). A customer key is checked
 * by the gateway's own key check (the same limits and wrong-key lockout as `/v1`) and then refused: the tools
 * read the whole hub (every container, every personality's memories, the activity log) and run skills on the
 * hub's budget, which no customer may until tools are scoped per customer.
 */
export function mcpAuth(customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler {
  const either = accountOrCustomerKey(customerAuth, accounts);
  return (c, next) =>
    either(c, async () => {
      if (c.get("caller").kind === "customer") {
        throw new ApiError(
          403,
          "admin_only",
          "The MCP server is open to the hub's administrator only: its tools read the whole hub's data.",
        );
      }
      await next();
    });
}
