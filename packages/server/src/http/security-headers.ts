import type { MiddlewareHandler } from "hono";
import { nodeOutgoing } from "./node-outgoing";

/**
 * The site's own pages: scripts only from the hub's files (the build has no inline script), framed only by
 * the hub itself (a page on another port framed /embed signed in and showed the keys with their Revoke
 * buttons). Styles may be inline: React sets style attributes. Widget frames have their own policy.
 */
export const sitePageCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Headers of a site page (HTML); X-Frame-Options for browsers that do not read frame-ancestors. */
export const sitePageHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": sitePageCsp,
  "X-Frame-Options": "SAMEORIGIN",
};

const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

/**
 * On every answer: no content-type sniffing (a JSON or text answer is never run as a script or page), and
 * no full URL (with its query) sent to other sites as Referer. A route's own value of either is kept.
 */
export function baseSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeOutgoing(c);
    if (outgoing) {
      // Also reaches answers a route writes to the socket itself (the gateway's streams).
      for (const [name, value] of Object.entries(baseHeaders)) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(baseHeaders)) if (!headers.has(name)) headers.set(name, value);
  };
}

/** Answers that hold keys, account data or a session cookie: no cache, shared or the browser's, keeps them. */
export const noStore = "no-store";

/**
 * Answers to a request that carries credentials (the admin or a customer session cookie, a bearer key) hold
 * keys or account data: no cache, shared or the browser's, may keep them. Answers that set a cookie say so
 * where the cookie is set (`secure-cookie.ts`), so an anonymous read never has its headers opened here.
 */
export function noStoreForCredentials(): MiddlewareHandler {
  // The request's headers are known before the route runs: an anonymous read passes on `next()`'s own promise.
  return (c, next) => {
    if (c.req.header("cookie") === undefined && c.req.header("authorization") === undefined) return next();
    return next().then(() => {
      c.res.headers.set("Cache-Control", noStore);
    });
  };
}
