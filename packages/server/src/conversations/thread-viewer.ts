import type { Context } from "hono";
import type { Accounts, SignedInAccount } from "../auth/accounts";
import { publishableKeyHeader } from "../gateway/widget-cors";
import { checkOrigin } from "../http/admin-guard";
import { ApiError } from "../http/api-error";

/** Whose a thread is: one visitor of one customer, or (customer null) of the hub's own pages. */
export interface ThreadOwner {
  customerId: number | null;
  visitorId: string;
}

/**
 * Who asks, and so what they see: a visitor their own threads, a customer session their visitors' (and its
 * own), the administrator every customer's. `own` is the caller's own visitor id (`a:<account>` for a session).
 */
export interface ThreadViewer {
  own: ThreadOwner;
  sees: "own" | "customer" | "all";
}

/** The memory subject of a visitor: the same visitor id at two customers is two people. */
export const visitorSubject = (owner: ThreadOwner) => `visitor:${owner.customerId ?? "hub"}:${owner.visitorId}`;

/** A signed-in account as a thread owner (the hub's own pages, `/browser`). */
export const accountOwner = (account: SignedInAccount): ThreadOwner => ({
  customerId: account.role === "admin" ? null : account.customerId,
  visitorId: `a:${account.userId}`,
});

/** The visitor of a widget call (its token, checked by widgetCors), if it carries one. */
export function visitorOwnerOf(c: Context): (ThreadOwner & { customerId: number }) | undefined {
  const visitor = c.get("visitor");
  return visitor ? { customerId: visitor.customerId, visitorId: visitor.visitorId } : undefined;
}

/**
 * The caller of a thread route: a widget visitor (token checked by widgetCors), else a signed-in session from
 * the hub's own origin. A widget key without a token is told to get one; no credentials at all, to sign in.
 */
export async function viewerOf(c: Context, accounts: Accounts): Promise<ThreadViewer> {
  const visitor = visitorOwnerOf(c);
  if (visitor) return { own: visitor, sees: "own" };
  if (c.req.header(publishableKeyHeader)) {
    throw new ApiError(401, "visitor_token_required", "A widget's call needs a visitor token; start a session first.");
  }
  // Reads too: the widget CORS answer lets any origin read, so a session is only taken from the hub's pages.
  checkOrigin(c, { forSafeMethods: true });
  const account = await accounts.sessionOf(c.req.raw);
  if (!account) throw new ApiError(401, "sign_in_required", "Sign in, or send a widget's visitor token");
  if (account.role === "customer" && account.customerId === null) {
    throw new ApiError(403, "not_your_account", "This account belongs to no customer");
  }
  return { own: accountOwner(account), sees: account.role === "admin" ? "all" : "customer" };
}
