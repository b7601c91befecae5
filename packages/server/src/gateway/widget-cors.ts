import type { MiddlewareHandler } from "hono";
import { requestOrigin } from "../http/admin-guard";
import { errorResponse } from "../http/api-error";
import type { PublishableKeys } from "./publishable-keys";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";

/** The header a widget sends its publishable key in. */
export const publishableKeyHeader = "x-publishable-key";
/**
 * The page that embeds a hub iframe, as the frame's browser reports it (`location.ancestorOrigins`, else the
 * referrer): a same-origin frame call with a publishable key bills the key's customer only for those origins.
 */
export const embeddingOriginHeader = "x-hom-embedding-origin";

declare module "hono" {
  interface ContextVariableMap {
    /** The publishable key of a widget's call and the customer it bills; absent for the hub's own pages. */
    widgetPayer?: { customerId: number; key: string };
    /** The CORS headers of a widget's call, for answers written straight to the socket. */
    corsHeaders?: Record<string, string>;
  }
}

type PublishableKeyLookup = Pick<PublishableKeys, "find">;

const corsHeadersFor = (origin: string): Record<string, string> => ({
  "Access-Control-Allow-Origin": origin,
  // The shared request path always sends credentials; the hub's cookies are SameSite=Strict anyway.
  "Access-Control-Allow-Credentials": "true",
  Vary: "Origin",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": `content-type, ${publishableKeyHeader}, ${embeddingOriginHeader}`,
  "Access-Control-Max-Age": "600",
});

/** A refusal the calling page can read: without the CORS headers the widget would only see "Failed to fetch". */
const refuse = (message: string, headers: Record<string, string>) =>
  errorResponse(403, "origin_not_allowed", message, undefined, headers);

const count = new Intl.NumberFormat("en-US");

/**
 * Counts the call against the key's own requests per minute: the refusal names the limit, since a visitor's
 * widget (or a script forging Origin) is stopped by the key, not by its address.
 */
async function overKeyLimit(
  limiter: RateLimiter,
  key: string,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const decision = await limiter.hit(`widget:${key}`);
  if (decision.allowed) return undefined;
  return errorResponse(
    429,
    "widget_key_rate_limited",
    `This widget key allows ${count.format(decision.limit)} requests per minute; retry in ${decision.resetSeconds} s.`,
    { limit: "requestsPerMinute", requestsPerMinute: decision.limit },
    { ...headers, ...rateLimitHeaders(decision) },
  );
}

/** The customer a key bills for `origin`, or the sentence that refuses the call. */
async function payingCustomer(
  keys: PublishableKeyLookup,
  key: string | undefined,
  origin: string | undefined,
): Promise<{ customerId: number; key: string } | { refused: string }> {
  const found = key ? await keys.find(key) : undefined;
  if (!found) return { refused: `A widget on another site needs a valid publishable key in ${publishableKeyHeader}.` };
  if (!origin) return { refused: "This publishable key works only inside a page on one of its allowed origins." };
  if (!found.allowedOrigins.includes(origin)) return { refused: `${origin} is not allowed for this publishable key.` };
  return { customerId: found.customerId, key: found.key };
}

/**
 * Widget calls. Cross-origin: answered only for origins the publishable key allows; every answer, refusals
 * included, carries the CORS headers so the widget can show the hub's sentence, and a preflight always passes
 * (it proves nothing: the call itself is checked). Same-origin calls (the hub's pages and iframes) pay from
 * the hub's budgets, unless an iframe sends its key: then the key's customer pays, for the embedding page's
 * origin only. GETs are public reads (the model list) and need no key. A call with a key counts against the
 * key's requests per minute (`perKey`).
 */
export function widgetCors(keys: PublishableKeyLookup, perKey: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const key = c.req.header(publishableKeyHeader);
    // No Origin: not a browser page (README: such calls pay from the hub's budgets).
    if (!origin) return next();
    if (origin === requestOrigin(c)) {
      if (!key) return next();
      const payer = await payingCustomer(keys, key, c.req.header(embeddingOriginHeader));
      if ("refused" in payer) return refuse(payer.refused, {});
      const limited = await overKeyLimit(perKey, payer.key, {});
      if (limited) return limited;
      c.set("widgetPayer", payer);
      return next();
    }
    const corsHeaders = corsHeadersFor(origin);
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
    if (c.req.method !== "GET") {
      const payer = await payingCustomer(keys, key, origin);
      if ("refused" in payer) return refuse(payer.refused, corsHeaders);
      const limited = await overKeyLimit(perKey, payer.key, corsHeaders);
      if (limited) return limited;
      c.set("widgetPayer", payer);
    }
    c.set("corsHeaders", corsHeaders);
    await next();
    if (c.get("sentDirectly")) return;
    for (const [name, value] of Object.entries(corsHeaders)) c.res.headers.set(name, value);
  };
}
