import { isIP } from "node:net";
import { socketPath } from "@hub-of-minds/core";
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

// What balancers and scrapers ask by the instance's address; they show nothing a rebinding page could use.
const probePaths = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * DNS rebinding: a page on an attacker's name that resolves to this server sends requests with that name as
 * Host, and the browser treats them as same-origin. With PUBLIC_URL every request must be sent to its host
 * (reads too: configs, activity and metrics; the health checks excepted). Without it, state-changing
 * requests and the live socket are answered only for IP literals and localhost.
 */
export function guardHost(publicOrigin: string | undefined): MiddlewareHandler {
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined;
  return (c, next) => {
    c.set("publicOrigin", publicOrigin);
    const path = c.req.path;
    const guarded = publicHost ? !probePaths.has(path) : !safeMethods.has(c.req.method) || path === socketPath;
    if (guarded) {
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      const allowed = publicHost ? host.toLowerCase() === publicHost : isLocalOrLiteral(host);
      if (!allowed) {
        throw new ApiError(
          403,
          "host_not_allowed",
          publicHost
            ? `This hub answers only at ${publicOrigin}; the request was sent to ${host}.`
            : `Set PUBLIC_URL to accept changes sent to the host name ${host}.`,
          { host },
        );
      }
    }
    return next();
  };
}
