import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { handleError } from "../http/api-error";
import { openTestDatabase } from "../testing/embedded-database-image";
import { json } from "../testing/json";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { customerAuth } from "./customer-auth";
import { createCustomerKeys } from "./customer-keys";
import { createDbRateLimiter } from "./db-rate-limiter";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limiter";

let handle: DatabaseHandle;
let apiKey: string;
let customerId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  ({ id: customerId, apiKey } = await insertTestCustomer(handle.db));
});
afterAll(async () => {
  await handle?.close();
});

const plenty = () => createMemoryRateLimiter(100_000, 60_000);

/** customerAuth in front of a route naming the customer; the test picks the client address per request. */
function appWith(invalidKeys: RateLimiter) {
  const app = new Hono();
  app.onError(handleError);
  app.use("*", async (c, next) => {
    c.set("clientAddress", c.req.header("x-test-client") ?? "unknown");
    await next();
  });
  app.use("*", customerAuth({ keys: createCustomerKeys(handle.db), perKey: plenty(), perIp: plenty(), invalidKeys }));
  app.post("/api/v1/whoami", (c) => c.json({ customerId: c.get("publicCustomerId") }));
  return app;
}

const send = (app: Hono, key: string, client: string) =>
  app.request("/api/v1/whoami", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "x-test-client": client },
  });
const wrongKey = (i: number) => `hom_wrong${String(i).padStart(24, "0")}`;

describe("customerAuth and wrong keys", () => {
  it("refuses an address with 429 after 20 wrong keys a minute, however many more it sends", async () => {
    const app = appWith(createMemoryRateLimiter(20, 60_000));
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await send(app, wrongKey(i), "203.0.113.7")).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(280).fill(429));
    const refused = await send(app, wrongKey(300), "203.0.113.7");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-limit")).toBe("20");
    const body = await json<{ code: string; message: string }>(refused);
    expect(body.code).toBe("too_many_invalid_keys");
    expect(body.message).toMatch(/^Too many invalid API keys from this address; retry in \d+ s\.$/);
  });

  it("counts per address: a valid key works from another address, and from the same one until it is locked", async () => {
    const app = appWith(createMemoryRateLimiter(3, 60_000));
    const shared = "198.51.100.4";
    for (let i = 0; i < 2; i++) expect((await send(app, wrongKey(i), shared)).status).toBe(401);
    // Valid keys do not count: the address still has one wrong key left after them.
    for (let i = 0; i < 5; i++) expect(await json(await send(app, apiKey, shared))).toEqual({ customerId });
    expect((await send(app, wrongKey(2), shared)).status).toBe(401);
    // Locked: even a valid key is refused before it is looked up.
    expect((await send(app, apiKey, shared)).status).toBe(429);
    expect((await send(app, apiKey, "198.51.100.5")).status).toBe(200);
    expect((await send(app, wrongKey(3), "198.51.100.5")).status).toBe(401);
  });

  it("shares the count between instances when it is kept in the database", async () => {
    // Two apps on one database stand for two server instances (the gateway's sharedLimits).
    const a = appWith(createDbRateLimiter(handle.db, 4, 60_000));
    const b = appWith(createDbRateLimiter(handle.db, 4, 60_000));
    const client = "192.0.2.9";
    expect((await send(a, wrongKey(0), client)).status).toBe(401);
    expect((await send(b, wrongKey(1), client)).status).toBe(401);
    expect((await send(a, wrongKey(2), client)).status).toBe(401);
    expect((await send(b, wrongKey(3), client)).status).toBe(401);
    expect((await send(a, wrongKey(4), client)).status).toBe(429);
    expect((await send(b, apiKey, client)).status).toBe(429);
    expect((await send(b, apiKey, "192.0.2.10")).status).toBe(200);
  });
});

describe("wrong keys against the whole gateway", () => {
  let t: TestGatewayApp;
  beforeAll(async () => {
    t = await createTestGatewayApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("locks an address after the default 20 wrong keys, in OpenAI's error shape on /v1", async () => {
    const chat = (key: string) =>
      t.app.request("/v1/chat/completions", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "Hi" }] }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await chat(wrongKey(i))).status);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    const refused = await chat(wrongKey(99));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json<{ error: { type: string; code: string; message: string } }>(refused);
    expect(body.error).toMatchObject({ type: "rate_limit_error", code: "too_many_invalid_keys" });
    // The hub's own JSON API answers in the hub's shape.
    const hubShaped = await t.app.request("/api/v1/chat", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": wrongKey(100) },
      body: JSON.stringify({ personality_id: "marcus-vale", message: "Hi" }),
    });
    expect(hubShaped.status).toBe(429);
    expect(await json<{ code: string }>(hubShaped)).toMatchObject({ code: "too_many_invalid_keys" });
  });
});
