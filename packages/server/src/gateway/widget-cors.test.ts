import { apiEndpoints } from "@hub-of-minds/core";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, errorResponse } from "../http/api-error";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limiter";
import { embeddingOriginHeader, publishableKeyHeader, widgetCors } from "./widget-cors";

const hub = "http://hub.example.test";
const shop = "https://shop.example.test";
const key = { key: "pk_shop", customerId: 7, allowedOrigins: [shop] };
const other = { key: "pk_other", customerId: 8, allowedOrigins: [shop] };
const keys = [key, other];
const unlimited = createMemoryRateLimiter(1_000_000, 60_000);

/** The middleware in front of a route that answers who pays, and one that refuses as the gateway does. */
function appWith(perKey: RateLimiter = unlimited) {
  const app = new Hono();
  app.onError((error) =>
    error instanceof ApiError
      ? errorResponse(error.status, error.code, error.message)
      : new Response(null, { status: 500 }),
  );
  app.use("/api/*", widgetCors({ find: async (value: string) => keys.find((k) => k.key === value) }, perKey));
  app.post("/api/pay", (c) => c.json({ customer: c.get("widgetPayer")?.customerId ?? null }));
  app.post("/api/busy", () => {
    throw new ApiError(429, "budget_exhausted", "Today's budget is spent.");
  });
  app.get("/api/models", (c) => c.json({ models: [] }));
  return app;
}

const call = (path: string, headers: Record<string, string>, method = "POST") =>
  appWith().request(`${hub}${path}`, { method, headers: { "content-type": "application/json", ...headers } });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("widgetCors", () => {
  it("bills the key's customer for an allowed origin, with the CORS headers", async () => {
    const answer = await call("/api/pay", { origin: shop, [publishableKeyHeader]: key.key });
    expect(await answer.json()).toEqual({ customer: 7 });
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
    expect(preflight.headers.get("access-control-allow-headers")).toContain(publishableKeyHeader);
    const busy = await call("/api/busy", { origin: shop, [publishableKeyHeader]: key.key });
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
    expect(await (await fromFrame({})).json()).toEqual({ customer: null });
    expect(await (await call("/api/pay", {})).json()).toEqual({ customer: null });
    const billed = await fromFrame({ [publishableKeyHeader]: key.key, [embeddingOriginHeader]: shop });
    expect(await billed.json()).toEqual({ customer: 7 });
    const elsewhere = await fromFrame({
      [publishableKeyHeader]: key.key,
      [embeddingOriginHeader]: "https://evil.example",
    });
    expect(elsewhere.status).toBe(403);
    expect(await messageOf(elsewhere)).toMatch(/evil\.example is not allowed/);
    const unknownPage = await fromFrame({ [publishableKeyHeader]: key.key });
    expect(unknownPage.status).toBe(403);
  });

  it("holds each key to its requests per minute, naming the limit, with the CORS headers", async () => {
    const app = appWith(createMemoryRateLimiter(2, 60_000));
    const pay = (headers: Record<string, string>) =>
      app.request(`${hub}/api/pay`, { method: "POST", headers: { "content-type": "application/json", ...headers } });
    const fromShop = { origin: shop, [publishableKeyHeader]: key.key };
    expect((await pay(fromShop)).status).toBe(200);
    // The same key from an iframe of the hub counts too.
    expect((await pay({ origin: hub, [publishableKeyHeader]: key.key, [embeddingOriginHeader]: shop })).status).toBe(
      200,
    );
    const refused = await pay(fromShop);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe(shop);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-limit")).toBe("2");
    const body = (await refused.json()) as { code: string; message: string; details: unknown };
    expect(body.code).toBe("widget_key_rate_limited");
    expect(body.message).toMatch(/^This widget key allows 2 requests per minute; retry in \d+ s\.$/);
    expect(body.details).toEqual({ limit: "requestsPerMinute", requestsPerMinute: 2 });
    // Another key has its own count; calls without a key (the hub's pages) are not counted per key.
    expect((await pay({ origin: shop, [publishableKeyHeader]: other.key })).status).toBe(200);
    expect((await pay({ origin: hub })).status).toBe(200);
  });
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

  // Every path a widget on another site calls: the proxy's and the model list.
  const widgetPaths = Object.values(apiEndpoints)
    .map((endpoint) => endpoint.path)
    .filter((path) => path.startsWith("/api/openai/") || path === "/api/chat-models");

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
    for (const path of widgetPaths) {
      const withKey = await preflight(path, keyed);
      expect(withKey.status, path).toBe(204);
      expect(await preflight(path, stranger), path).toEqual(withKey);
    }
  });
});
