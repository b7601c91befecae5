import { isIP } from "node:net";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./api-error";

declare module "hono" {
  interface ContextVariableMap {
    /** PUBLIC_URL's origin when it is set: the origin our own pages are served from. */
    publicOrigin: string | undefined;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A Host header's name without its port: `[::1]:8080` -> `::1`. */
export function hostName(host: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  return host.replace(/:\d+$/, "").toLowerCase();
}

/** Without PUBLIC_URL the only hosts we answer writes for are ones no DNS answer can be swapped under. */
export function isLocalOrLiteral(host: string): boolean {
  const name = hostName(host);
  return name === "localhost" || isIP(name) !== 0;
}

/**
 * DNS rebinding: a page on an attacker's name that resolves to this server sends requests with that name as
 * Host, and the browser treats them as same-origin. State-changing requests are therefore answered only for
 * PUBLIC_URL's host or, without it, for IP literals and localhost.
 */
export function guardHost(publicOrigin: string | undefined): MiddlewareHandler {
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined;
  return async (c, next) => {
    c.set("publicOrigin", publicOrigin);
    if (!safeMethods.has(c.req.method)) {
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      const allowed = publicHost ? host.toLowerCase() === publicHost : isLocalOrLiteral(host);
      if (!allowed) {
        throw new ApiError(
          403,
          "host_not_allowed",
          publicHost
            ? `This hub answers changes only at ${publicOrigin}; the request was sent to ${host}.`
            : `Set PUBLIC_URL to accept changes sent to the host name ${host}.`,
          { host },
        );
      }
    }
    await next();
  };
}
