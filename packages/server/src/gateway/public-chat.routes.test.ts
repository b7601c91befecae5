import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers } from "../db/schema";
import { type ApiApp, createApiApp } from "../http/api-app";
import { handleError } from "../http/api-error";
import { json } from "../testing/json";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { createCustomerKeys } from "./customer-keys";
import { publicChatRoutes } from "./public-chat.routes";
import { createMemoryRateLimiter } from "./rate-limiter";
import { type OpenAiStandIn, startOpenAiStandIn } from "./testing/openai-stand-in";
import { createTestPipeline } from "./testing/test-pipeline";

let standIn: OpenAiStandIn;
let test: TestHub;
let app: ApiApp;
let pipe: ReturnType<typeof createTestPipeline>;
let apiKey: string;
let customerId: number;
// Replaced per test; the route reads it on every request.
let perKey = createMemoryRateLimiter(1000, 60_000);

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  test = await createTestHub();
  const { hub } = test;
  ({ id: customerId, apiKey } = await insertTestCustomer(hub.db));
  pipe = createTestPipeline(hub, () => ({ apiKey: "sk-upstream-0123456789", baseURL: standIn.baseUrl }), 2_000);
  app = createApiApp();
  publicChatRoutes(app, {
    keys: createCustomerKeys(hub.db),
    pipeline: pipe.pipeline,
    policy: () => hub.configs.settings()["oversight_rules.yaml"],
    model: "gpt-4o",
    perKey: { hit: (key) => perKey.hit(key), peek: (key) => perKey.peek(key) },
    perIp: createMemoryRateLimiter(10_000, 60_000),
    invalidKeys: createMemoryRateLimiter(10_000, 60_000),
  });
  app.onError(handleError);
});
afterAll(async () => {
  await pipe?.close();
  await test?.close();
  await standIn?.close();
});

const setUsage = (apiUsed: number, apiQuota = 100_000) =>
  test.hub.db.update(customers).set({ apiUsed, apiQuota }).where(eq(customers.id, customerId));
const usage = async () =>
  (await test.hub.db.select({ used: customers.apiUsed }).from(customers).where(eq(customers.id, customerId)))[0]?.used;

const ask = (body: object, key: string | null = apiKey) =>
  app.request("/api/v1/chat", {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
    body: JSON.stringify(body),
  });

beforeEach(async () => {
  standIn.mode = { kind: "ok" };
  standIn.reply = "Strategy starts with a clear question.";
  perKey = createMemoryRateLimiter(1000, 60_000);
  await setUsage(0);
});

describe("POST /api/v1/chat", () => {
  it("answers in the personality's voice and meters the tokens", async () => {
    const response = await ask({ personality_id: "marcus-vale", message: "How do I plan my year?" });
    expect(response.status).toBe(200);
    const body = await json<{ personality_id: string; reply: string; usage: { total_tokens: number } }>(response);
    expect(body.personality_id).toBe("marcus-vale");
    expect(body.reply).toBe("Strategy starts with a clear question.");
    const sent = standIn.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]?.role).toBe("system");
    expect(sent.messages[0]?.content).toContain("Marcus Vale");
    expect(await usage()).toBe(body.usage.total_tokens);
  });

  it("refuses a missing or wrong key, an unknown personality and a bad body", async () => {
    expect((await ask({ personality_id: "marcus-vale", message: "hi" }, null)).status).toBe(401);
    expect((await ask({ personality_id: "marcus-vale", message: "hi" }, "hom_wrong")).status).toBe(401);
    expect((await ask({ personality_id: "nobody", message: "hi" })).status).toBe(404);
    expect((await ask({ personality_id: "marcus-vale", message: "   " })).status).toBe(400);
  });

  it("answers 429 when the quota is used up", async () => {
    await setUsage(500, 500);
    const response = await ask({ personality_id: "marcus-vale", message: "hi" });
    expect(response.status).toBe(429);
    expect((await json<{ message: string }>(response)).message).toMatch(/quota/);
  });

  it("never lets 50 concurrent requests push usage past the quota", async () => {
    const quota = 5_000;
    await setUsage(0, quota);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => ask({ personality_id: "eve", message: "Tell me something kind." })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses).toContain(200);
    const used = (await usage()) ?? 0;
    expect(used).toBeLessThanOrEqual(quota);
    expect(used).toBeGreaterThan(0);
  });

  it("rate-limits per key with RateLimit headers and Retry-After", async () => {
    perKey = createMemoryRateLimiter(2, 60_000);
    expect((await ask({ personality_id: "eve", message: "one" })).status).toBe(200);
    expect((await ask({ personality_id: "eve", message: "two" })).status).toBe(200);
    const limited = await ask({ personality_id: "eve", message: "three" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("streams and meters a streamed answer", async () => {
    standIn.reply = "one two three";
    const response = await ask({ personality_id: "eve", message: "count", stream: true });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(await response.text()).toContain("data: [DONE]");
    await expect.poll(usage).toBe(9 + 3);
  });
});
