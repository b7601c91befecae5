import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { createApp } from "../app";
import { readGatewayConfig } from "../config";
import { conversationsRoutes } from "../conversations/conversations.routes";
import { customers } from "../db/schema";
import { json } from "../testing/json";
import { testConversations } from "../testing/test-conversations";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { createGateway } from "./gateway";
import { type OpenAiStandIn, startOpenAiStandIn } from "./testing/openai-stand-in";

let test: TestHub;
let standIn: OpenAiStandIn;
let app: ReturnType<typeof createApp>;
let cookie: string;
let dataDir: string;
let gateway: ReturnType<typeof createGateway>;
const savedKey = "sk-saved-key-abcdef-9876";

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  test = await createTestHub();
  dataDir = mkdtempSync(join(tmpdir(), "hom-gateway-"));
  const conversations = testConversations(test.hub);
  gateway = createGateway(test.hub, {
    dataDir,
    config: readGatewayConfig({
      OPENAI_BASE_URL: standIn.baseUrl,
      HUGGINGFACE_BASE_URL: "http://127.0.0.1:9",
      GOOGLE_AI_BASE_URL: "http://127.0.0.1:9",
    }),
    sharedLimits: false,
    conversations,
  });
  app = createApp({
    ...test.hub,
    extraApiRoutes: (api) => {
      gateway.mount(api);
      conversationsRoutes(api, conversations);
    },
  });
  cookie = await test.login();
});
afterAll(async () => {
  await gateway?.close();
  await test?.close();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...headers },
    body: JSON.stringify(body),
  });

describe("provider keys", () => {
  it("need the administrator session", async () => {
    const response = await app.request("/api/providers/status");
    expect(response.status).toBe(401);
    const save = await app.request("/api/configure-api/openai", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ apiKey: savedKey }),
    });
    expect(save.status).toBe(401);
  });

  it("refuse an unknown provider with 404 and an empty key with 400", async () => {
    expect((await post("/api/test-api/acme", { apiKey: "x" })).status).toBe(404);
    expect((await post("/api/test-api/openai", { apiKey: "  " })).status).toBe(400);
    expect((await post("/api/configure-api/openai", {})).status).toBe(400);
  });

  it("test a key with one cheap call: ok against the stand-in, a readable error when unreachable", async () => {
    const ok = await post("/api/test-api/openai", { apiKey: "sk-any-key-123456" });
    expect(await json(ok)).toEqual({ success: true, message: "OpenAI API is working correctly" });
    expect(standIn.requests.at(-1)).toMatchObject({ path: "/v1/models", authorization: "Bearer sk-any-key-123456" });
    const down = await post("/api/test-api/huggingface", { apiKey: "hf_any" });
    expect(down.status).toBe(422);
    expect(await json(down)).toEqual({ code: "provider_test_failed", message: "HuggingFace could not be reached." });
  });

  it("are saved sealed, shown by their last 4 characters only, and used for the chat", async () => {
    const saved = await post("/api/configure-api/openai", { apiKey: savedKey });
    expect(await json(saved)).toMatchObject({ provider: "openai", configured: true, last4: "9876" });
    const status = await app.request("/api/providers/status", { headers: { cookie } });
    const text = await status.text();
    expect(text).not.toContain(savedKey);
    expect(JSON.parse(text)).toContainEqual(expect.objectContaining({ provider: "openai", last4: "9876" }));

    const dump = await test.handle.db.execute(sql`select * from provider_keys`);
    expect(JSON.stringify(dump)).not.toContain("saved-key");

    const chat = await post("/api/openai/chat/completions", {
      messages: [{ role: "user", content: "Hi" }],
      model: "gpt-4o",
      temperature: 0.7,
      maxTokens: 100,
    });
    expect(chat.status).toBe(200);
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${savedKey}`);
  });
});

describe("customer keys", () => {
  it("rotate: the new key is shown once, stored hashed, and works on the public API", async () => {
    expect((await app.request("/api/customers/1/api-key", { method: "POST" })).status).toBe(401);
    const rotated = await post("/api/customers/1/api-key", undefined);
    const { apiKey } = await json<{ apiKey: string }>(rotated);
    expect(apiKey).toMatch(/^hom_/);
    const [row] = await test.handle.db.select().from(customers).where(eq(customers.id, 1));
    expect(JSON.stringify(row)).not.toContain(apiKey);
    expect(row?.apiKeyPrefix).toBe(apiKey.slice(0, 8));
    const answer = await post("/api/v1/chat", { personality_id: "eve", message: "Hello" }, { "x-api-key": apiKey });
    expect(answer.status).toBe(200);
    expect((await post("/api/customers/999/api-key", undefined)).status).toBe(404);
  });
});

describe("widgets on other sites", () => {
  const chatBody = { messages: [{ role: "user", content: "Hi" }], model: "gpt-4o", temperature: 0.7, maxTokens: 50 };
  /** What a widget does first: a visitor session from its page; its calls carry the token. */
  const visitorToken = async (key: string, origin: string) => {
    const started = await app.request("/api/widget/sessions", {
      method: "POST",
      headers: { origin, "content-type": "application/json", "x-publishable-key": key },
      body: "{}",
    });
    expect(started.status).toBe(201);
    return (await json<{ token: string }>(started)).token;
  };

  it("answer only origins their publishable key allows, preflight included", async () => {
    const created = await post("/api/customers/1/publishable-keys", { allowedOrigins: ["https://shop.example"] });
    expect(created.status).toBe(201);
    const { key } = await json<{ key: string }>(created);
    expect(key).toMatch(/^pk_/);

    const preflight = await app.request("/api/openai/chat/completions", {
      method: "OPTIONS",
      headers: { origin: "https://shop.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://shop.example");

    const token = await visitorToken(key, "https://shop.example");
    const allowed = await app.request("/api/openai/chat/completions", {
      method: "POST",
      headers: {
        origin: "https://shop.example",
        "content-type": "application/json",
        "x-publishable-key": key,
        "x-visitor-token": token,
      },
      body: JSON.stringify(chatBody),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://shop.example");

    const otherOrigin = await app.request("/api/openai/chat/completions", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", "x-publishable-key": key },
      body: JSON.stringify(chatBody),
    });
    expect(otherOrigin.status).toBe(403);
    const noKey = await app.request("/api/openai/chat/completions", {
      method: "POST",
      headers: { origin: "https://shop.example", "content-type": "application/json" },
      body: JSON.stringify(chatBody),
    });
    expect(noKey.status).toBe(403);
    // Refusals carry the CORS headers, so the widget can show the hub's sentence (a preflight always passes).
    expect(noKey.headers.get("access-control-allow-origin")).toBe("https://shop.example");
    expect(otherOrigin.headers.get("access-control-allow-origin")).toBe("https://evil.example");
    expect(
      (
        await app.request("/api/openai/chat/completions", {
          method: "OPTIONS",
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(204);
  });

  it("stop working the moment their key is revoked (administrator only; an unknown key is 404)", async () => {
    const { key } = await json<{ key: string }>(
      await post("/api/customers/1/publishable-keys", { allowedOrigins: ["https://revoked.example"] }),
    );
    const token = await visitorToken(key, "https://revoked.example");
    const call = () =>
      app.request("/api/openai/chat/completions", {
        method: "POST",
        headers: {
          origin: "https://revoked.example",
          "content-type": "application/json",
          "x-publishable-key": key,
          "x-visitor-token": token,
        },
        body: JSON.stringify(chatBody),
      });
    expect((await call()).status).toBe(200);
    const path = `/api/customers/1/publishable-keys/${key}`;
    expect((await app.request(path, { method: "DELETE" })).status).toBe(401);
    expect((await app.request(path, { method: "DELETE", headers: { cookie } })).status).toBe(204);
    expect((await call()).status).toBe(403);
    const listed = await json<{ key: string }[]>(
      await app.request("/api/customers/1/publishable-keys", { headers: { cookie } }),
    );
    expect(listed.map((item) => item.key)).not.toContain(key);
    expect((await app.request(path, { method: "DELETE", headers: { cookie } })).status).toBe(404);
    expect(
      (await app.request(`/api/customers/2/publishable-keys/${key}`, { method: "DELETE", headers: { cookie } })).status,
    ).toBe(404);
  });

  it("refuse origins that are not bare origins", async () => {
    expect(
      (await post("/api/customers/1/publishable-keys", { allowedOrigins: ["https://shop.example/path"] })).status,
    ).toBe(400);
  });
});

describe("rate limits from oversight_rules.yaml", () => {
  it("apply to the proxy per client address as soon as the file is saved", async () => {
    const current = test.hub.configs.settings()["oversight_rules.yaml"];
    const content = stringify({ ...current, rateLimits: { perKeyPerMinute: 60, perIpPerMinute: 2 } });
    const saved = await app.request("/api/config/oversight_rules.yaml", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ content }),
    });
    expect(saved.status).toBe(200);
    const body = { messages: [{ role: "user", content: "Hi" }], model: "gpt-4o", temperature: 0.7, maxTokens: 50 };
    expect((await post("/api/openai/chat/completions", body)).status).toBe(200);
    expect((await post("/api/openai/chat/completions", body)).status).toBe(200);
    const limited = await post("/api/openai/chat/completions", body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
