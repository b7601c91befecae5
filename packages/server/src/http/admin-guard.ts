import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { type AdminAuth, adminCookieName } from "../admin/admin-auth";
import { ApiError } from "./api-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin the request was sent to, as a browser would write it in the Origin header. */
export function requestOrigin(c: Context): string {
  const configured = c.get("publicOrigin");
  if (configured) return configured;
  const url = new URL(c.req.url);
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  const host = c.req.header("host") ?? url.host;
  return `${proto}://${host}`;
}

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
export function hasAdminSession(auth: AdminAuth): (c: Context) => Promise<boolean> {
  return (c) => auth.isActive(getCookie(c, adminCookieName));
}

/** 401 without an administrator session; then the Origin check for writes. */
export function requireAdmin(auth: AdminAuth): MiddlewareHandler {
  return async (c, next) => {
    if (!(await auth.isActive(getCookie(c, adminCookieName)))) {
      throw new ApiError(401, "admin_session_required", "Administrator session required");
    }
    checkOrigin(c);
    await next();
  };
}
