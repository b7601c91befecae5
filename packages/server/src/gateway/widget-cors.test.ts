import { randomBytes } from "node:crypto";
import { apiEndpoints, visitorTokenHeader } from "@hub-of-minds/core";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVisitorTokens } from "../conversations/visitor-token";
import type { DatabaseHandle } from "../db/database";
import { ApiError, errorResponse } from "../http/api-error";
import { openTestDatabase } from "../testing/embedded-database-image";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { createDbRateLimiter } from "./db-rate-limiter";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limiter";
import { embeddingOriginHeader, publishableKeyHeader, widgetCors } from "./widget-cors";

const hub = "http://hub.example.test";
const shop = "https://shop.example.test";
const key = { key: "pk_shop", customerId: 7, allowedOrigins: [shop], dailyTokenCap: null };
const other = { key: "pk_other", customerId: 8, allowedOrigins: [shop], dailyTokenCap: null };
const keys = [key, other];
const unlimited = createMemoryRateLimiter(1_000_000, 60_000);
let clock = Date.now();
const tokens = createVisitorTokens(randomBytes(32), () => clock);
const visitor = "v_0123456789abcdefABCD";

/** A visitor token as POST /api/widget/sessions hands it out. */
const tokenFor = (of = key, origin = shop, visitorId = visitor) =>
  tokens.issue({ customerId: of.customerId, publishableKey: of.key, origin, visitorId, verified: false }).token;

/** The middleware in front of a route that answers who pays, and one that refuses as the gateway does. */
function appWith(limits: { perKey?: RateLimiter; perVisitor?: RateLimiter } = {}) {
  const app = new Hono();
  app.onError((error) =>
    error instanceof ApiError
      ? errorResponse(error.status, error.code, error.message)
      : new Response(null, { status: 500 }),
  );
  const guards = { perKey: unlimited, perVisitor: unlimited, tokens, ...limits };
  app.use("/api/*", widgetCors({ find: async (value: string) => keys.find((k) => k.key === value) }, guards));
  app.post("/api/pay", (c) =>
    c.json({ customer: c.get("widgetPayer")?.customerId ?? null, visitor: c.get("visitor")?.visitorId ?? null }),
  );
  app.post(apiEndpoints.createWidgetSession.path, (c) => c.json({ page: c.get("widgetPayer")?.origin ?? null }));
  app.post("/api/busy", () => {
    throw new ApiError(429, "budget_exhausted", "Today's budget is spent.");
  });
  app.get("/api/models", (c) => c.json({ models: [] }));
  return app;
}

const call = (path: string, headers: Record<string, string>, method = "POST") =>
  appWith().request(`${hub}${path}`, { method, headers: { "content-type": "application/json", ...headers } });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const bodyOf = async (response: Response) => (await response.json()) as { code: string; message: string };
const asVisitor = (token = tokenFor()) => ({
  origin: shop,
  [publishableKeyHeader]: key.key,
  [visitorTokenHeader]: token,
});

describe("widgetCors", () => {
  it("bills the key's customer for an allowed origin, with the CORS headers", async () => {
    const answer = await call("/api/pay", asVisitor());
    expect(await answer.json()).toEqual({ customer: 7, visitor });
    expect(answer.headers.get("access-control-allow-origin")).toBe(shop);
  });

  it("refuses a missing key, an unknown key and a foreign origin with a sentence the page can read", async () => {
    for (const [headers, sentence] of [
      [{ origin: shop }, /needs a valid publishable key/],
      [{ origin: shop, [publishableKeyHeader]: "pk_nope" }, /needs a valid publishable key/],
      [{ origin: "https://evil.example", [publishableKeyHeader]: key.key }, /evil\.example is not allowed/],
    ] as const) {
      const answer = await call("/api/pay", headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get("access-control-allow-origin")).toBe(headers.origin);
      expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
      expect(await messageOf(answer)).toMatch(sentence);
    }
  });

  it("passes every preflight (the call itself is checked) and adds the headers to a later refusal", async () => {
    const preflight = await call("/api/pay", { origin: "https://unknown.example" }, "OPTIONS");
    expect(preflight.status).toBe(204);
    for (const header of [publishableKeyHeader, visitorTokenHeader, "x-hom-thread", "x-hom-reply-id"]) {
      expect(preflight.headers.get("access-control-allow-headers")).toContain(header);
    }
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, PATCH, DELETE, OPTIONS");
    const busy = await call("/api/busy", asVisitor());
    expect(busy.status).toBe(429);
    expect(busy.headers.get("access-control-allow-origin")).toBe(shop);
  });

  it("answers a cross-origin GET (the model list) without a key", async () => {
    const answer = await call("/api/models", { origin: "https://any.example" }, "GET");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://any.example");
  });

  it("bills an iframe's key only for the page that embeds it; without a key the hub pays", async () => {
    const fromFrame = (headers: Record<string, string>) => call("/api/pay", { origin: hub, ...headers });
    expect(await (await fromFrame({})).json()).toEqual({ customer: null, visitor: null });
    expect(await (await call("/api/pay", {})).json()).toEqual({ customer: null, visitor: null });
    const framed = { [publishableKeyHeader]: key.key, [visitorTokenHeader]: tokenFor() };
    const billed = await fromFrame({ ...framed, [embeddingOriginHeader]: shop });
    expect(await billed.json()).toEqual({ customer: 7, visitor });
    const elsewhere = await fromFrame({ ...framed, [embeddingOriginHeader]: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    expect(await messageOf(elsewhere)).toMatch(/evil\.example is not allowed/);
    const unknownPage = await fromFrame(framed);
    expect(unknownPage.status).toBe(403);
  });

  it("holds each key to its requests per minute, naming the limit, with the CORS headers", async () => {
    const app = appWith({ perKey: createMemoryRateLimiter(2, 60_000) });
    const pay = (headers: Record<string, string>) =>
      app.request(`${hub}/api/pay`, { method: "POST", headers: { "content-type": "application/json", ...headers } });
    expect((await pay(asVisitor())).status).toBe(200);
    // The same key from an iframe of the hub counts too.
    const framed = { origin: hub, [publishableKeyHeader]: key.key, [embeddingOriginHeader]: shop };
    expect((await pay({ ...framed, [visitorTokenHeader]: tokenFor() })).status).toBe(200);
    const refused = await pay(asVisitor(tokenFor(key, shop, "v_another-visitor-0001")));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe(shop);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-limit")).toBe("2");
    const body = (await refused.json()) as { code: string; message: string; details: unknown };
    expect(body.code).toBe("widget_key_rate_limited");
    expect(body.message).toMatch(/^This widget key allows 2 requests per minute; retry in \d+ s\.$/);
    expect(body.details).toEqual({ limit: "requestsPerMinute", requestsPerMinute: 2 });
    // A visitor session spends nothing and is not counted (the gateway holds it per address instead).
    for (let i = 0; i < 3; i++) {
      const session = await app.request(`${hub}${apiEndpoints.createWidgetSession.path}`, {
        method: "POST",
        headers: { origin: shop, [publishableKeyHeader]: other.key },
      });
      expect(session.status).toBe(200);
    }
    // Another key has its own count; calls without a key (the hub's pages) are not counted per key.
    const otherKey = { origin: shop, [publishableKeyHeader]: other.key, [visitorTokenHeader]: tokenFor(other) };
    expect((await pay(otherKey)).status).toBe(200);
    expect((await pay({ origin: hub })).status).toBe(200);
  });
});

describe("visitor tokens on widget calls", () => {
  const refusal = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    // The page can read why: the refusal carries the CORS headers.
    expect(response.headers.get("access-control-allow-origin")).toBe(shop);
    expect((await bodyOf(response)).code).toBe(code);
  };

  it("needs one on every keyed write but the one that hands it out", async () => {
    await refusal(
      await call("/api/pay", { origin: shop, [publishableKeyHeader]: key.key }),
      401,
      "visitor_token_required",
    );
    const session = await call(apiEndpoints.createWidgetSession.path, {
      origin: shop,
      [publishableKeyHeader]: key.key,
    });
    expect(await session.json()).toEqual({ page: shop });
    // An iframe's session is bound to the page that embeds it.
    const framed = await call(apiEndpoints.createWidgetSession.path, {
      origin: hub,
      [publishableKeyHeader]: key.key,
      [embeddingOriginHeader]: shop,
    });
    expect(await framed.json()).toEqual({ page: shop });
  });

  it("refuses a forged, altered or garbled token", async () => {
    const real = tokenFor();
    const [payload = "", signature = ""] = real.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, v: "v_someone-else-entirely" })).toString("base64url");
    const otherHub = createVisitorTokens(randomBytes(32)).issue({
      customerId: 7,
      publishableKey: key.key,
      origin: shop,
      visitorId: visitor,
      verified: true,
    }).token;
    for (const forged of [
      `${altered}.${signature}`,
      `${payload}.${"A".repeat(43)}`,
      otherHub,
      "not-a-token",
      `${payload}.${signature}.extra`,
      `${Buffer.from("{").toString("base64url")}.${signature}`,
    ]) {
      await refusal(await call("/api/pay", asVisitor(forged)), 401, "visitor_token_invalid");
    }
  });

  it("refuses a token of another key, another customer's key or another page", async () => {
    await refusal(await call("/api/pay", asVisitor(tokenFor(other))), 401, "visitor_token_invalid");
    const wrongPage = tokenFor(key, "https://elsewhere.example.test");
    await refusal(await call("/api/pay", asVisitor(wrongPage)), 401, "visitor_token_invalid");
    // An iframe's token is the embedding page's: the hub's own origin does not stand in for it.
    const framed = await call("/api/pay", {
      origin: hub,
      [publishableKeyHeader]: key.key,
      [embeddingOriginHeader]: shop,
      [visitorTokenHeader]: tokenFor(key, hub),
    });
    expect((await bodyOf(framed)).code).toBe("visitor_token_invalid");
  });

  it("refuses an expired token, and says so", async () => {
    const issued = tokenFor();
    clock += 60 * 60 * 1000;
    try {
      const expired = await call("/api/pay", asVisitor(issued));
      await refusal(expired, 401, "visitor_token_expired");
      expect((await call("/api/pay", asVisitor(tokenFor()))).status).toBe(200);
    } finally {
      clock = Date.now();
    }
  });
});

describe("limits under 50 concurrent calls", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** 50 calls at once; answers the statuses and the codes of the refusals. */
  async function burst(app: Hono, tokenOf: (index: number) => string) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.request(`${hub}/api/pay`, {
          method: "POST",
          headers: { "content-type": "application/json", ...asVisitor(tokenOf(index)) },
        }),
      ),
    );
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 429).map(bodyOf));
    return {
      allowed: answers.filter((answer) => answer.status === 200).length,
      refused: refusals.length,
      codes: new Set(refusals.map((body) => body.code)),
      first: refusals[0] as { message: string; details?: unknown } | undefined,
    };
  }

  for (const [name, limiter] of [
    ["in memory", (limit: number) => createMemoryRateLimiter(limit, 60_000)],
    // PostgreSQL mode: instances share the counts in the database.
    // A fixed clock: a burst straddling a minute would count in two windows.
    ["in the database", (limit: number) => createDbRateLimiter(handle.db, limit, 60_000, () => 1_800_000_000_000)],
  ] as const) {
    it(`allow exactly a visitor's limit, ${name}, and name it`, async () => {
      const app = appWith({ perVisitor: limiter(10) });
      const id = `v_burst-${name.replaceAll(" ", "-")}-0001`;
      const result = await burst(app, () => tokenFor(key, shop, id));
      expect(result).toMatchObject({ allowed: 10, refused: 40, codes: new Set(["visitor_rate_limited"]) });
      expect(result.first?.message).toMatch(
        /^Each visitor of this widget may send 10 requests per minute; retry in \d+ s\.$/,
      );
      expect(result.first?.details).toEqual({ limit: "visitorRequestsPerMinute", visitorRequestsPerMinute: 10 });
      // Another visitor has a count of their own.
      expect((await app.request(`${hub}/api/pay`, { method: "POST", headers: asVisitor() })).status).toBe(200);
    });

    it(`allow exactly a key's limit, ${name}, across visitors`, async () => {
      const perKey = limiter(20);
      const app = appWith({ perKey, perVisitor: limiter(10) });
      const result = await burst(app, (index) =>
        tokenFor(key, shop, `v_key-burst-${name.replaceAll(" ", "-")}-${index}`),
      );
      expect(result).toMatchObject({ allowed: 20, refused: 30, codes: new Set(["widget_key_rate_limited"]) });
    });
  }
});

describe("preflights on the whole gateway", () => {
  let t: TestGatewayApp;
  const keyed = "https://keyed.example.test";
  const stranger = "https://stranger.example.test";
  beforeAll(async () => {
    t = await createTestGatewayApp();
    const { id } = await insertTestCustomer(t.test.hub.db);
    await t.gateway.publishable.create(id, [keyed]);
  });
  afterAll(async () => {
    await t?.close();
  });

  // Every path a widget on another site calls: the proxy's, the model list, its session and its threads.
  const widgetPaths = Object.values(apiEndpoints)
    .map((endpoint) => endpoint.path)
    .filter((path) => /^\/api\/(openai\/|chat-models$|widget\/|threads|visitors\/)/.test(path));

  /** The status and every header of a browser's preflight, the echoed origin written as `<origin>`. */
  async function preflight(path: string, origin: string) {
    const answer = await t.app.request(`${hub}${path}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": `content-type, ${publishableKeyHeader}`,
      },
    });
    const headers = [...answer.headers].map(([name, value]) => [name, value.replaceAll(origin, "<origin>")]);
    return { status: answer.status, headers: headers.sort(([a], [b]) => (a ?? "").localeCompare(b ?? "")) };
  }

  it("answer an origin with a widget key exactly as one without any (no oracle of who has a key)", async () => {
    expect(widgetPaths).toContain("/api/openai/chat/completions");
    expect(widgetPaths).toContain("/api/chat-models");
    expect(widgetPaths).toEqual(
      expect.arrayContaining(["/api/widget/sessions", "/api/threads/{id}", "/api/visitors/{visitorId}"]),
    );
    for (const path of widgetPaths) {
      const withKey = await preflight(path, keyed);
      expect(withKey.status, path).toBe(204);
      expect(await preflight(path, stranger), path).toEqual(withKey);
    }
  });
});
