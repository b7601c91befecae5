import type { MiddlewareHandler } from "hono";

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

/**
 * On every answer: no content-type sniffing (a JSON or text answer is never run as a script or page), and
 * no full URL (with its query) sent to other sites as Referer.
 */
export function baseSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("X-Content-Type-Options")) headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  };
}

/**
 * Answers to a request that carries credentials (the admin or a customer session cookie, a bearer key) or
 * that set a cookie hold keys or account data: no cache, shared or the browser's, may keep them.
 */
export function noStoreForCredentials(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const credentialed =
      c.req.header("cookie") !== undefined ||
      c.req.header("authorization") !== undefined ||
      c.res.headers.has("set-cookie");
    if (credentialed) c.res.headers.set("Cache-Control", "no-store");
  };
}
