import { existsSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

type ServeStaticOptions = NonNullable<Parameters<typeof serveStatic>[0]>;

export interface NegotiatedStaticOptions extends Omit<ServeStaticOptions, "onFound" | "precompressed"> {
  /** Extra headers for a found file, given the path asked for (never its `.br`/`.gz` copy). */
  headersFor?: (path: string) => Record<string, string>;
}

const variant = /\.(?:br|gz|zst)$/;

/**
 * serveStatic with the build's `.br`/`.gz` copies chosen by Accept-Encoding, and `Vary: Accept-Encoding`
 * on every answer that has copies, identity included, so no shared cache hands brotli to a client that
 * did not ask for it. Headers go on the returned response: serveStatic's own `onFound` runs after the
 * response is built, so headers set there are lost.
 */
export function negotiatedStatic({ headersFor, ...options }: NegotiatedStaticOptions): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic({
    ...options,
    precompressed: true,
    onFound: (path, c) => {
      found.set(c, path);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const path = found.get(c);
    if (!response || path === undefined) return response;
    const original = path.replace(variant, "");
    if (original === path && (existsSync(`${path}.br`) || existsSync(`${path}.gz`))) {
      response.headers.append("Vary", "Accept-Encoding");
    }
    for (const [name, value] of Object.entries(headersFor?.(original) ?? {})) response.headers.set(name, value);
    return response;
  };
}
