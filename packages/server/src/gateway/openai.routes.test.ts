import { serve } from "@hono/node-server";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiJobs } from "../db/schema";
import { type ApiApp, createApiApp } from "../http/api-app";
import { handleError } from "../http/api-error";
import { json } from "../testing/json";
import { testConversations } from "../testing/test-conversations";
import { createTestHub, type TestHub } from "../testing/test-hub";
import type { JobRecorder } from "./job-recorder";
import { openAiRoutes } from "./openai.routes";
import { type OpenAiStandIn, startOpenAiStandIn } from "./testing/openai-stand-in";
import { createTestPipeline } from "./testing/test-pipeline";

let standIn: OpenAiStandIn;
let test: TestHub;
let app: ApiApp;
let jobs: JobRecorder;
let pipe: ReturnType<typeof createTestPipeline>;
let apiKey: string | undefined;
const secretKey = "sk-test-gateway-0123456789";

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  test = await createTestHub();
  const { hub } = test;
  pipe = createTestPipeline(hub, () => (apiKey ? { apiKey, baseURL: standIn.baseUrl } : undefined));
  jobs = pipe.jobs;
  app = createApiApp();
  openAiRoutes(app, { pipeline: pipe.pipeline, personalityModel: "gpt-4o", conversations: testConversations(hub) });
  app.onError(handleError);
});
afterAll(async () => {
  await pipe?.close();
  await test?.close();
  await standIn?.close();
});
beforeEach(() => {
  apiKey = secretKey;
  standIn.mode = { kind: "ok" };
  standIn.reply = "Hello from the stand-in.";
  standIn.chunkDelayMs = 0;
});

const chat = (body: Record<string, unknown>) =>
  app.request("/api/openai/chat/completions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      messages: [{ role: "user", content: "Hi" }],
      model: "gpt-4o",
      temperature: 0.7,
      maxTokens: 2048,
      ...body,
    }),
  });

const lastJob = async () => {
  await jobs.flush();
  return (await test.handle.db.select().from(aiJobs).orderBy(desc(aiJobs.id)).limit(1))[0];
};

describe("POST /api/openai/chat/completions", () => {
  it("answers the shape the chat panels read and records a completed job", async () => {
    const response = await chat({});
    expect(response.status).toBe(200);
    const body = await json<{ choices: { message: { content: string } }[]; usage: { total_tokens: number } }>(response);
    expect(body.choices[0]?.message.content).toBe("Hello from the stand-in.");
    expect(body.usage.total_tokens).toBe(13);
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${secretKey}`);
    expect(standIn.requests.at(-1)?.body).toMatchObject({ model: "gpt-4o", max_tokens: 2048, temperature: 0.7 });
    expect(await lastJob()).toMatchObject({ kind: "chat", status: "completed", tokens: 13, model: "gpt-4o" });
  });

  it("answers a personality id as model in that personality's voice, with the hub's personality model", async () => {
    const response = await chat({ model: "marcus-vale" });
    expect(response.status).toBe(200);
    const sent = standIn.requests.at(-1)?.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe("gpt-4o");
    expect(sent.messages[0]?.role).toBe("system");
    expect(sent.messages[0]?.content).toContain("Marcus Vale");
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "Hi" });
  });

  it("relays a stream as Server-Sent Events and meters it from the usage chunk", async () => {
    standIn.reply = "one two three four";
    const response = await chat({ stream: true });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const text = await response.text();
    const contents = text
      .split("\n")
      .filter((line) => line.startsWith("data: {"))
      .map((line) => JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "")
      .join("");
    expect(contents).toBe("one two three four");
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
    await expect.poll(async () => (await lastJob())?.status).toBe("completed");
    expect((await lastJob())?.tokens).toBe(13);
  });

  it("maps upstream failures to the statuses the clients expect", async () => {
    standIn.mode = { kind: "quota" };
    let response = await chat({});
    expect(response.status).toBe(429);
    expect((await json<{ message: string }>(response)).message).toContain("quota");

    standIn.mode = { kind: "unauthorized" };
    response = await chat({});
    // The hub's own key failed, not the caller's: 502, with "unauthorized" for the panels' wording.
    expect(response.status).toBe(502);
    const unauthorized = await response.text();
    expect(unauthorized).toContain("unauthorized");
    expect(unauthorized).not.toContain(secretKey);

    standIn.mode = { kind: "server-error" };
    expect((await chat({})).status).toBe(502);

    standIn.mode = { kind: "hang" };
    expect((await chat({})).status).toBe(504);
    expect(await lastJob()).toMatchObject({ status: "failed", error: "upstream_timeout" });
  });

  it("says the key is missing when none is configured anywhere", async () => {
    apiKey = undefined;
    const response = await chat({});
    expect(response.status).toBe(401);
    expect((await json<{ message: string }>(response)).message).toMatch(/No OpenAI API key is configured/);
  });

  it("refuses bad input with 400 and oversight breaches with 422 naming the rule", async () => {
    expect((await chat({ temperature: 2.5 })).status).toBe(400);
    expect((await chat({ messages: [] })).status).toBe(400);
    expect((await chat({ messages: [{ role: "wizard", content: "hi" }] })).status).toBe(400);
    const model = await chat({ model: "o9-ultra" });
    expect(model.status).toBe(400);
    expect((await json<{ details: unknown }>(model)).details).toEqual({ rule: "allowedModels" });
    const blocked = await chat({ messages: [{ role: "user", content: "my password: hunter2" }] });
    expect(blocked.status).toBe(422);
    expect((await json<{ details: unknown }>(blocked)).details).toEqual({ rule: "no-credentials" });
  });
});

describe("image generation", () => {
  it("serves both spec paths from one handler", async () => {
    for (const path of ["/api/openai/images/generations", "/api/openai/images/generate"]) {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt: "a cosmic ripple", size: "1024x1024", quality: "standard" }),
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ data: [{ url: "https://images.example.test/cosmos.png" }] });
    }
    expect(await lastJob()).toMatchObject({ kind: "image", status: "completed", model: "dall-e-3" });
  });
});

describe("a client that disconnects", () => {
  it("cancels the upstream stream", async () => {
    standIn.reply = Array.from({ length: 200 }, (_, i) => `w${i}`).join(" ");
    standIn.chunkDelayMs = 20;
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    const before = standIn.abortedStreams;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/openai/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        messages: [{ role: "user", content: "count" }],
        model: "gpt-4o",
        temperature: 0.7,
        maxTokens: 2048,
        stream: true,
      }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await expect.poll(() => standIn.abortedStreams, { timeout: 5_000 }).toBe(before + 1);
    await expect.poll(async () => (await lastJob())?.error, { timeout: 5_000 }).toBe("client_closed");
    server.close();
  });
});
