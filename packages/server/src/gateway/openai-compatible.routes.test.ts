// The OpenAI-compatible surface, driven by the official `openai` SDK against the whole app on a real port.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { maxModelCallBytes } from "../app";
import { customers } from "../db/schema";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";

let t: TestGatewayApp;
let server: ReturnType<typeof serve>;
let baseURL: string;
let client: OpenAI;
let secretKey: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestGatewayApp();
  ({ id: customerId, apiKey: secretKey } = await insertTestCustomer(t.test.hub.db, { apiQuota: 1_000_000 }));
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  client = new OpenAI({ apiKey: secretKey, baseURL, maxRetries: 0 });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});
beforeEach(() => {
  t.standIn.mode = { kind: "ok" };
  t.standIn.reply = "Hello from the stand-in.";
  t.standIn.chunkDelayMs = 0;
});

const apiUsed = async () => {
  await t.gateway.quotas.flush();
  return (
    (await t.test.hub.db.select({ used: customers.apiUsed }).from(customers).where(eq(customers.id, customerId)))[0]
      ?.used ?? 0
  );
};

describe("the openai SDK against /v1", () => {
  it("lists every personality and the usable chat models", async () => {
    const ids = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toContain("eve");
    expect(ids).toContain("marcus-vale");
    expect(ids).toContain("gpt-4o");
    expect(ids).not.toContain("gpt-4");
  });

  it("creates a completion and meters it against the customer's quota", async () => {
    const before = await apiUsed();
    const completion = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "Say hello" }],
      max_tokens: 50,
    });
    expect(completion.choices[0]?.message.content).toBe("Hello from the stand-in.");
    expect(t.standIn.requests.at(-1)?.body).toMatchObject({ model: "gpt-4o", max_tokens: 50 });
    expect(await apiUsed()).toBe(before + (completion.usage?.total_tokens ?? -1));
  });

  it("takes photos as data URLs past the API's 1 MiB, up to 20 MiB a call", async () => {
    // About 3 MB of base64, as a phone photo comes.
    const photo = `data:image/jpeg;base64,${Buffer.alloc(2_300_000, 7).toString("base64")}`;
    const completion = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this photo?" },
            { type: "image_url", image_url: { url: photo } },
          ],
        },
      ],
    });
    expect(completion.choices[0]?.message.content).toBe("Hello from the stand-in.");
    const sent = t.standIn.requests.at(-1)?.body as { messages: { content: { image_url?: { url: string } }[] }[] };
    expect(sent.messages.at(-1)?.content[1]?.image_url?.url).toBe(photo);
    const huge = `data:image/jpeg;base64,${"A".repeat(maxModelCallBytes)}`;
    const refused = client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: huge } }] }],
    });
    await expect(refused).rejects.toMatchObject({ status: 413 });
  });

  it("answers in a personality's voice when the model is its id", async () => {
    const completion = await client.chat.completions.create({
      model: "marcus-vale",
      messages: [{ role: "user", content: "How do I plan my year?" }],
    });
    expect(completion.model).toBe("marcus-vale");
    const sent = t.standIn.requests.at(-1)?.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe("gpt-4o");
    expect(sent.messages[0]).toMatchObject({ role: "system" });
    expect(sent.messages[0]?.content).toContain("Marcus Vale");
  });

  it("streams chunks, with the usage chunk only when asked for", async () => {
    t.standIn.reply = "one two three";
    const read = async (includeUsage: boolean) => {
      const stream = await client.chat.completions.create({
        model: "gpt-4o",
        messages: [{ role: "user", content: "count" }],
        stream: true,
        ...(includeUsage ? { stream_options: { include_usage: true } } : {}),
      });
      let text = "";
      let usage: OpenAI.CompletionUsage | null | undefined;
      let empty = 0;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta.content ?? "";
        if (chunk.choices.length === 0) empty++;
        usage ??= chunk.usage;
      }
      return { text, usage, empty };
    };
    const plain = await read(false);
    expect(plain.text).toBe("one two three");
    // Clients that did not ask must not meet a chunk without choices.
    expect(plain.empty).toBe(0);
    expect(plain.usage ?? undefined).toBeUndefined();
    const withUsage = await read(true);
    expect(withUsage.text).toBe("one two three");
    expect(withUsage.usage?.total_tokens).toBeGreaterThan(0);
  });

  it("cancels the upstream when the client aborts a stream", async () => {
    t.standIn.reply = Array.from({ length: 200 }, (_, i) => `w${i}`).join(" ");
    t.standIn.chunkDelayMs = 20;
    const before = t.standIn.abortedStreams;
    const stream = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "count slowly" }],
      stream: true,
    });
    for await (const _chunk of stream) {
      stream.controller.abort();
      break;
    }
    await expect.poll(() => t.standIn.abortedStreams).toBe(before + 1);
  });

  it("refuses a wrong key with 401 in OpenAI's error shape", async () => {
    const stranger = new OpenAI({ apiKey: "hom_not-a-key", baseURL, maxRetries: 0 });
    const error = await stranger.models.list().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.AuthenticationError>).code).toBe("invalid_api_key");
    const raw = await fetch(`${baseURL}/chat/completions`, { method: "POST" });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      error: {
        message: expect.stringContaining("API key"),
        type: "authentication_error",
        param: null,
        code: "missing_api_key",
      },
    });
  });

  it("refuses bad input with 400: empty messages, wrong types, an unknown model", async () => {
    const failure = (body: object) =>
      client.chat.completions.create(body as OpenAI.ChatCompletionCreateParamsNonStreaming).then(
        () => undefined,
        (err: unknown) => err as InstanceType<typeof OpenAI.APIError>,
      );
    const empty = await failure({ model: "gpt-4o", messages: [] });
    expect(empty).toBeInstanceOf(OpenAI.BadRequestError);
    expect(empty?.param).toBe("messages");
    expect(
      await failure({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }], max_tokens: "x" }),
    ).toBeInstanceOf(OpenAI.BadRequestError);
    const unknown = await failure({ model: "gpt-9-imaginary", messages: [{ role: "user", content: "hi" }] });
    expect(unknown).toBeInstanceOf(OpenAI.BadRequestError);
    expect(unknown?.code).toBe("model_not_allowed");
  });

  it("streams a widget's chat to another site straight to the socket, CORS headers included, into its thread", async () => {
    const hub = baseURL.replace("/v1", "");
    const cookie = await t.test.login();
    const created = await fetch(`${hub}/api/customers/${customerId}/publishable-keys`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ allowedOrigins: ["https://shop.example.test"] }),
    });
    const { key } = (await created.json()) as { key: string };
    const page = { origin: "https://shop.example.test", "x-publishable-key": key };
    const session = await fetch(`${hub}/api/widget/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...page },
      body: "{}",
    });
    const visitor = { ...page, "x-visitor-token": ((await session.json()) as { token: string }).token };
    t.standIn.reply = "a b c";
    const response = await fetch(`${hub}/api/openai/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...visitor,
        "x-hom-thread": "socket-thread",
        "x-hom-reply-id": "r1",
      },
      body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "abc" }], stream: true }),
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("https://shop.example.test");
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const text = await response.text();
    expect(text).toContain('"content":"c"');
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
    // The answer is stored once the stream has ended.
    let contents: string[] = [];
    for (let attempt = 0; attempt < 50 && contents.length < 2; attempt++) {
      const thread = await fetch(`${hub}/api/threads/socket-thread`, { headers: visitor });
      contents = ((await thread.json()) as { messages?: { content: string }[] }).messages?.map((m) => m.content) ?? [];
      if (contents.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(contents).toEqual(["abc", "a b c"]);
  });

  it("takes the key in x-api-key too", async () => {
    const response = await fetch(`${baseURL}/models`, { headers: { "x-api-key": secretKey } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { object: string }).object).toBe("list");
  });
});
