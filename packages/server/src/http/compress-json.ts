import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { nodeOutgoing } from "./node-outgoing";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller JSON answers fit in a packet or two: compressing them saves nothing worth the CPU. */
export const compressMinBytes = 1024;
// Brotli at quality 5 is about as fast as gzip -6 and ~15% smaller; 11 is for build-time assets only.
const brotliQuality = 5;
const isJson = /^application\/json(?:[;\s]|$)/i;

export type JsonEncoding = "br" | "gzip";

/** The best encoding the client accepts (q > 0), brotli first; `undefined` means identity. */
export function pickEncoding(acceptEncoding: string | undefined): JsonEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).find((name) => (accepted.get(name) ?? wildcard) > 0);
}

/**
 * Compresses JSON answers of 1 KB or more (brotli or gzip, by Accept-Encoding). Only `application/json`
 * bodies are read whole: they are built in memory anyway. Event streams and every other type pass through
 * untouched, chunk by chunk, so a streamed chat is never held back.
 */
export function compressJson(): MiddlewareHandler {
  // Not async itself: the identity answer under node (most reads) passes on `next()`'s own promise.
  return (c, next) => {
    const accepted = pickEncoding(c.req.header("Accept-Encoding"));
    const outgoing = accepted ? undefined : nodeOutgoing(c);
    if (outgoing) {
      // Identity for a client that takes no encoding; Vary still tells caches that others may get brotli.
      // Set on the node response, so the answer's headers are never opened (a route's own Vary wins in
      // writeHead, which leaves a cache no worse off: this answer is identity anyway).
      if (c.req.method !== "HEAD") outgoing.setHeader("Vary", "Accept-Encoding");
      return next();
    }
    return compressAnswer(c, next, accepted);
  };
}

const byteLengthOf = (body: string | Uint8Array) =>
  typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;

/**
 * The string or bytes of @hono/node-server's light answer (a route's `c.json`), from the adapter's own cache
 * (`[status, body, headers]` under its symbol "cache"). `res.body` would turn the answer into a web Response
 * with a stream, and reading that back cost a tenth of the server's CPU for a task's POST (a 202 of a few
 * hundred bytes, whose body is sent as it was). Undefined for any other answer, which is read as a Response.
 */
function lightBody(res: Response): string | Uint8Array | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== "cache") continue;
    const cached = (res as unknown as Record<symbol, unknown>)[key];
    const body = Array.isArray(cached) ? cached[1] : undefined;
    return typeof body === "string" || body instanceof Uint8Array ? body : undefined;
  }
  return undefined;
}

/** After the route: the JSON answer compressed for a client that takes an encoding (or marked Vary). */
async function compressAnswer(c: Context, next: Next, accepted: JsonEncoding | undefined): Promise<void> {
  await next();
  if (c.req.method === "HEAD") return;
  // `body` is costly to touch: with @hono/node-server it turns the route's light answer into a web
  // Response with a stream (the profile of `npm run bench`: most of the cost of a small JSON answer). So
  // nothing touches it unless the client takes a compressed answer, and even then a light answer's string is
  // read from the adapter's cache (`lightBody`).
  const res = c.res;
  if (res.headers.has("Content-Encoding") || !isJson.test(res.headers.get("Content-Type") ?? "")) return;
  if (!accepted) {
    res.headers.append("Vary", "Accept-Encoding");
    return;
  }
  const light = lightBody(res);
  // A small light answer goes as it is: the adapter writes it with its length.
  if (light !== undefined && byteLengthOf(light) < compressMinBytes) return;
  if (light === undefined && !res.body) return;
  const body = light === undefined ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(light);
  const encoding = body.byteLength >= compressMinBytes ? accepted : undefined;
  const sent =
    encoding === "br"
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : encoding === "gzip"
        ? await gzipAsync(body)
        : body;
  c.res = new Response(sent, res);
  c.res.headers.set("Content-Length", String(sent.byteLength));
  if (body.byteLength >= compressMinBytes) c.res.headers.append("Vary", "Accept-Encoding");
  if (encoding) c.res.headers.set("Content-Encoding", encoding);
}
