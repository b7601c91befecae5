import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

const resolvedKey = "hom.clientAddress";

/** The socket's address; requests made in-process (tests) have none. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Behind load balancers every request comes from a balancer's address, so limits and the login lockout
 * would count all clients as one. With TRUST_PROXY=N (the number of proxies in front) the client is the
 * Nth address from the right of X-Forwarded-For: those entries were written by our own proxies, anything
 * left of them by the client, which may forge it. Without it the header is ignored.
 */
export function resolveClientAddress(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    if (trustedProxies > 0) {
      const forwarded = (c.req.header("x-forwarded-for") ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const client = forwarded[forwarded.length - trustedProxies] ?? forwarded[0];
      if (client) c.set(resolvedKey as never, client as never);
    }
    await next();
  };
}

/** The client limits and lockouts are counted against (see resolveClientAddress). */
export function clientAddress(c: Context): string {
  return (c.get(resolvedKey as never) as string | undefined) ?? socketAddress(c);
}
