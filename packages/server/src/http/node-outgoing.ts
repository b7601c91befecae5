import { ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * The node response under @hono/node-server; undefined under `app.request()` and other runtimes. A header
 * set on it before `next()` costs next to nothing and is merged by `writeHead`, where the route's own value
 * of the same header wins. Reading or changing `c.res.headers` instead turns the adapter's light answer into
 * a web `Headers` (a one-route bench lost 7% to one such header).
 */
export function nodeOutgoing(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}
