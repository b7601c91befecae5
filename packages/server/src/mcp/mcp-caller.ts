import type { Context } from "hono";
import { keyPayerOf } from "../gateway/customer-auth";
import type { Payer } from "../gateway/spending";

/**
 * Who an MCP session serves. The administrator gets the whole hub; a customer the skills of their own installed
 * apps (run on their quota), the knowledge their personalities cite, and memories of their own end users.
 */
export type McpCaller = { kind: "admin" } | { kind: "customer"; customerId: number; payer: Payer };

/** The caller `accountOrCustomerKey` found, with who pays for a customer's skills. */
export function mcpCallerOf(c: Context): McpCaller {
  const caller = c.get("caller");
  if (caller.kind === "admin") return caller;
  // A secret key pays within its own daily cap; a signed-in customer's session from their quota.
  const payer: Payer =
    c.get("publicCustomerId") === caller.customerId
      ? keyPayerOf(c)
      : { kind: "customer", customerId: caller.customerId, via: "key" };
  return { kind: "customer", customerId: caller.customerId, payer };
}

/** MCP's `authInfo` carries the caller from the route to the server factory. */
export const authInfoOf = (caller: McpCaller) => ({
  token: caller.kind,
  clientId: caller.kind === "admin" ? "admin" : `customer:${caller.customerId}`,
  scopes: [],
  extra: { caller },
});
export const callerOfAuthInfo = (authInfo: { extra?: Record<string, unknown> } | undefined): McpCaller => {
  const caller = authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new Error("an MCP request reached the server without its caller");
  return caller;
};
