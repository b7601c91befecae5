import type { Context, MiddlewareHandler } from "hono";
import type { Accounts, SignedInAccount } from "../auth/accounts";
import { ApiError } from "./api-error";

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in account of the request, set by the session guard of the routes that need one. */
    account: SignedInAccount;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a request was sent to, as a browser would write it in the Origin header (PUBLIC_URL's, if set). */
export function originOfRequest(request: Request, publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin;
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  const host = request.headers.get("host") ?? url.host;
  return `${proto}://${host}`;
}

export const requestOrigin = (c: Context): string => originOfRequest(c.req.raw, c.get("publicOrigin"));

/**
 * Cookie-authenticated writes must come from our own pages: a foreign Origin is refused (absent passes, as
 * from clients that are not browsers). `forSafeMethods` applies it to a GET too (the socket upgrade).
 */
export function checkOrigin(c: Context, { forSafeMethods = false } = {}): void {
  if (!forSafeMethods && safeMethods.has(c.req.method)) return;
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== requestOrigin(c)) {
    throw new ApiError(403, "cross_origin_refused", "Cross-origin request refused", { origin });
  }
}

/** Whether the request carries a live administrator session (for routes that show more to one). */
export function hasAdminSession(accounts: Accounts): (c: Context) => Promise<boolean> {
  return async (c) => (await accounts.sessionOf(c.req.raw))?.role === "admin";
}

/** Which signed-in roles an operation admits; a customer only ever for their own customer id. */
export interface SessionRule {
  roles: readonly ("admin" | "customer")[];
}

/**
 * The session check of one operation: 401 without a session, 403 for a role it does not admit or for a
 * customer reaching another customer's `{id}`; then the Origin check for writes. The session is read from
 * the database on every request, so a sign-out or a password change holds on every instance at once.
 */
export function requireSession(accounts: Accounts, rule: SessionRule): MiddlewareHandler {
  const adminOnly = !rule.roles.includes("customer");
  return async (c, next) => {
    const account = await accounts.sessionOf(c.req.raw);
    if (!account) {
      throw adminOnly
        ? new ApiError(401, "admin_session_required", "Administrator session required")
        : new ApiError(401, "sign_in_required", "Sign in to use this");
    }
    if (!rule.roles.includes(account.role)) {
      throw new ApiError(403, "admin_only", "Only the administrator can do this");
    }
    const id = c.req.param("id");
    if (account.role === "customer" && id !== undefined && String(account.customerId) !== id) {
      throw new ApiError(403, "not_your_account", "This belongs to another customer's account");
    }
    checkOrigin(c);
    c.set("account", account);
    await next();
  };
}
