import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";

/**
 * For GET reads that rarely change: a weak ETag (the body's SHA-1; weak, so the brotli and gzip copies
 * share it) and `Cache-Control: no-cache`, so the browser asks again each time with If-None-Match and an
 * unchanged answer costs a bodiless 304.
 */
export function revalidate(): MiddlewareHandler {
  const tag = etag({ weak: true });
  return (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    return tag(c, async () => {
      await next();
      if (c.res.ok) c.res.headers.set("Cache-Control", "no-cache");
    });
  };
}
