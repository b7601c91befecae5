import type { MiddlewareHandler } from "hono";
import { requestOrigin } from "../http/admin-guard";
import { errorResponse } from "../http/api-error";
import type { PublishableKeys } from "./publishable-keys";

/** The header a widget sends its publishable key in. */
export const publishableKeyHeader = "x-publishable-key";

declare module "hono" {
  interface ContextVariableMap {
    /** The customer a cross-origin widget's publishable key bills; absent for the hub's own pages. */
    widgetCustomerId?: number;
    /** The CORS headers of a widget's call, for answers written straight to the socket. */
    corsHeaders?: Record<string, string>;
  }
}

const refuse = (message: string) => errorResponse(403, "origin_not_allowed", message);

/**
 * Cross-origin calls from widgets on other sites: answered only for origins their publishable key allows
 * (preflight included). The hub's own pages are same-origin and need no key.
 */
export function widgetCors(keys: PublishableKeys): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!origin || origin === requestOrigin(c)) return next();
    const corsHeaders = {
      "Access-Control-Allow-Origin": origin,
      // The shared request path always sends credentials; the hub's cookies are SameSite=Strict anyway.
      "Access-Control-Allow-Credentials": "true",
      Vary: "Origin",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": `content-type, ${publishableKeyHeader}`,
      "Access-Control-Max-Age": "600",
    };
    if (c.req.method === "OPTIONS") {
      if (!(await keys.originKnown(origin))) return refuse(`${origin} is not allowed by any publishable key.`);
      return new Response(null, { status: 204, headers: corsHeaders });
    }
    const key = c.req.header(publishableKeyHeader);
    const found = key ? await keys.find(key) : undefined;
    if (!found) return refuse(`A cross-origin request needs a valid publishable key in ${publishableKeyHeader}.`);
    if (!found.allowedOrigins.includes(origin)) return refuse(`${origin} is not allowed for this publishable key.`);
    c.set("widgetCustomerId", found.customerId);
    c.set("corsHeaders", corsHeaders);
    await next();
    if (c.get("sentDirectly")) return;
    for (const [name, value] of Object.entries(corsHeaders)) c.res.headers.set(name, value);
  };
}
