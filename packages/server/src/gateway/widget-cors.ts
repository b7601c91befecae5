import { apiEndpoints, replyIdHeader, threadIdHeader, visitorTokenHeader } from "@hub-of-minds/core";
import type { Context, MiddlewareHandler } from "hono";
import type { VisitorClaims, VisitorTokens } from "../conversations/visitor-token";
import { requestOrigin } from "../http/admin-guard";
import { ApiError, errorResponse } from "../http/api-error";
import type { PublishableKeys } from "./publishable-keys";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";

/** The header a widget sends its publishable key in. */
export const publishableKeyHeader = "x-publishable-key";
/**
 * The page that embeds a hub iframe, as the frame's browser reports it (`location.ancestorOrigins`, else the
 * referrer): a same-origin frame call with a publishable key bills the key's customer only for those origins.
 */
export const embeddingOriginHeader = "x-hom-embedding-origin";

/**
 * The publishable key of a widget's call, the customer it bills, the page it runs on (the embedding page for
 * an iframe) and the key's own daily cap.
 */
type WidgetPayer = { customerId: number; key: string; origin: string; dailyTokenCap: number | null };

declare module "hono" {
  interface ContextVariableMap {
    /** The widget payer of the call; absent for the hub's own pages. */
    widgetPayer?: WidgetPayer;
    /** The widget visitor of the call, from its visitor token (checked against the key and the page). */
    visitor?: VisitorClaims;
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
  "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": [
    "content-type",
    publishableKeyHeader,
    embeddingOriginHeader,
    visitorTokenHeader,
    threadIdHeader,
    replyIdHeader,
  ].join(", "),
  "Access-Control-Max-Age": "600",
});

/** A refusal the calling page can read: without the CORS headers the widget would only see "Failed to fetch". */
const refuse = (message: string, headers: Record<string, string>) =>
  errorResponse(403, "origin_not_allowed", message, undefined, headers);

const count = new Intl.NumberFormat("en-US");

/** A limit a widget's call is held to: whose count, and the sentence that names it when refused. */
interface WidgetLimit {
  limiter: RateLimiter;
  key: string;
  code: "widget_key_rate_limited" | "visitor_rate_limited";
  /** The limit's name in oversight_rules.yaml `widgetKeys`. */
  name: "requestsPerMinute" | "visitorRequestsPerMinute";
  who: string;
}

/**
 * Counts the call: the refusal names the limit, since a visitor's widget (or a script forging Origin) is
 * stopped by its visitor's or its key's count, not by its address.
 */
async function overLimit(limit: WidgetLimit, headers: Record<string, string>): Promise<Response | undefined> {
  const decision = await limit.limiter.hit(limit.key);
  if (decision.allowed) return undefined;
  return errorResponse(
    429,
    limit.code,
    `${limit.who} ${count.format(decision.limit)} requests per minute; retry in ${decision.resetSeconds} s.`,
    { limit: limit.name, [limit.name]: decision.limit },
    { ...headers, ...rateLimitHeaders(decision) },
  );
}

/** The customer a key bills for the page at `origin`, or the sentence that refuses the call. */
async function payingCustomer(
  keys: PublishableKeyLookup,
  key: string | undefined,
  origin: string | undefined,
): Promise<WidgetPayer | { refused: string }> {
  const found = key ? await keys.find(key) : undefined;
  if (!found) return { refused: `A widget on another site needs a valid publishable key in ${publishableKeyHeader}.` };
  if (!origin) return { refused: "This publishable key works only inside a page on one of its allowed origins." };
  if (!found.allowedOrigins.includes(origin)) return { refused: `${origin} is not allowed for this publishable key.` };
  return { customerId: found.customerId, key: found.key, origin, dailyTokenCap: found.dailyTokenCap };
}

export interface WidgetGuards {
  /** Each key's requests per minute (`widgetKeys.requestsPerMinute`). */
  perKey: RateLimiter;
  /** Each visitor's requests per minute (`widgetKeys.visitorRequestsPerMinute`). */
  perVisitor: RateLimiter;
  tokens: Pick<VisitorTokens, "verify">;
}

/** The one keyed write that needs no visitor token: the one that hands it out. */
const sessionsPath = apiEndpoints.createWidgetSession.path;
const reads = new Set(["GET", "HEAD"]);

/**
 * A keyed call: the key must allow the page, a visitor token (if sent, and on every write but the session's)
 * must be the key's and the page's, and a write (but the session's) counts against its visitor's and its
 * key's requests per minute. Answers the refusal, or undefined once the payer and the visitor are set.
 */
async function admitKeyed(
  c: Context,
  keys: PublishableKeyLookup,
  guards: WidgetGuards,
  pageOrigin: string | undefined,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const payer = await payingCustomer(keys, c.req.header(publishableKeyHeader), pageOrigin);
  if ("refused" in payer) return refuse(payer.refused, headers);
  const token = c.req.header(visitorTokenHeader);
  const write = !reads.has(c.req.method);
  let visitor: VisitorClaims | undefined;
  try {
    if (token) visitor = guards.tokens.verify(token, { ...payer, publishableKey: payer.key });
    else if (write && c.req.path !== sessionsPath) {
      throw new ApiError(
        401,
        "visitor_token_required",
        `A widget's call needs a visitor token in ${visitorTokenHeader}; start a session first.`,
      );
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return errorResponse(err.status, err.code, err.message, err.details, headers);
  }
  // The session call spends nothing and is held per address instead (gateway.ts): a page load must not use
  // up the key's minute.
  if (write && c.req.path !== sessionsPath) {
    const limits: WidgetLimit[] = [
      ...(visitor
        ? [
            {
              limiter: guards.perVisitor,
              key: `visitor:${visitor.customerId}:${visitor.visitorId}`,
              code: "visitor_rate_limited" as const,
              name: "visitorRequestsPerMinute" as const,
              who: "Each visitor of this widget may send",
            },
          ]
        : []),
      {
        limiter: guards.perKey,
        key: `widget:${payer.key}`,
        code: "widget_key_rate_limited",
        name: "requestsPerMinute",
        who: "This widget key allows",
      },
    ];
    // The visitor's own count first: one busy visitor does not use up the key's minute for everyone.
    for (const limit of limits) {
      const limited = await overLimit(limit, headers);
      if (limited) return limited;
    }
  }
  c.set("widgetPayer", payer);
  if (visitor) c.set("visitor", visitor);
  return undefined;
}

/**
 * Widget calls. Cross-origin: answered only for origins the publishable key allows; every answer, refusals
 * included, carries the CORS headers so the widget can show the hub's sentence, and a preflight always passes
 * (it proves nothing: the call itself is checked). Same-origin calls (the hub's pages and iframes) pay from
 * the hub's budgets, unless an iframe sends its key: then the key's customer pays, for the embedding page's
 * origin only. Reads without a key are public (the model list); thread routes ask for their caller themselves.
 * Every keyed write but `POST /api/widget/sessions` carries the visitor token that session handed out.
 */
export function widgetCors(keys: PublishableKeyLookup, guards: WidgetGuards): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const keyed = c.req.header(publishableKeyHeader) !== undefined;
    // No Origin: not a browser page (README: such calls pay from the hub's budgets).
    if (!origin) return next();
    if (origin === requestOrigin(c)) {
      if (!keyed) return next();
      const refused = await admitKeyed(c, keys, guards, c.req.header(embeddingOriginHeader), {});
      return refused ?? next();
    }
    const corsHeaders = corsHeadersFor(origin);
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
    if (keyed || !reads.has(c.req.method)) {
      const refused = await admitKeyed(c, keys, guards, origin, corsHeaders);
      if (refused) return refused;
    }
    c.set("corsHeaders", corsHeaders);
    await next();
    if (c.get("sentDirectly")) return;
    for (const [name, value] of Object.entries(corsHeaders)) c.res.headers.set(name, value);
  };
}
