import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { accountOrCustomerKey } from "../http/account-or-customer-key";

/**
 * Who may use `/mcp`: the administrator's session (its writes from our own origin), or a customer by secret key
 * (the gateway's own key check: the same limits and wrong-key lockout as `/v1`) or session. What each is
 * offered is scoped in mcp-server.ts.
 */
export const mcpAuth = (customerAuth: MiddlewareHandler, accounts: Accounts): MiddlewareHandler =>
  accountOrCustomerKey(customerAuth, accounts);
