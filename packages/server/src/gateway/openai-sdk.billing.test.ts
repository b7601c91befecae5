// Billing that cannot be dodged, streams that fail loudly, and the other /v1 endpoints, with the openai SDK
// on a real port against the scripted stand-in.
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertTestCustomer } from "../testing/test-customer";
import { resetStandIn, type ServedGateway, serveGateway } from "./testing/served-gateway";
import { countTextTokens } from "./token-estimate";

let g: ServedGateway;
let client: OpenAI;

beforeAll(async () => {
  g = await serveGateway();
  client = new OpenAI({ apiKey: g.apiKey, baseURL: g.baseURL, maxRetries: 0 });
});
afterAll(async () => {
  await g?.close();
});
beforeEach(() => resetStandIn(g.t));

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i} `).join("");

describe("billing through /v1", () => {
  it("charges a JSON chat whose caller hung up, once the upstream finishes", async () => {
    g.t.standIn.answerDelayMs = 400;
    const before = await g.apiUsed();
    const controller = new AbortController();
    const call = client.chat.completions.create(
      { model: "gpt-4o", messages: [{ role: "user", content: "think long" }] },
      { signal: controller.signal },
    );
    // Hang up once the provider is working on it.
    const asked = g.t.standIn.requests.length;
    void expect
      .poll(() => g.t.standIn.requests.length, { timeout: 10_000 })
      .toBe(asked + 1)
      .then(() => controller.abort());
    await expect(call).rejects.toBeInstanceOf(OpenAI.APIUserAbortError);
    // The stand-in reports 9 prompt tokens and one per word of its reply.
    const reported = 9 + "Hello from the stand-in.".split(" ").length;
    await expect.poll(() => g.apiUsed(), { timeout: 10_000 }).toBe(before + reported);
  });

  it("bills a stream without a usage chunk from its text with a tokenizer, not one token a chunk", async () => {
    g.t.standIn.omitStreamUsage = true;
    g.t.standIn.reply = words(400);
    const before = await g.apiUsed();
    const stream = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "count" }],
      stream: true,
    });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).toBe(words(400));
    const answer = countTextTokens([text]);
    // 400 chunks would bill about 400; the tokenizer counts the words' real size.
    expect(answer).toBeGreaterThan(700);
    await expect.poll(() => g.apiUsed()).toBeGreaterThanOrEqual(before + answer);
    expect(await g.apiUsed()).toBeLessThan(before + answer + 20);
  });

  it("caps the answer to what is left of the quota", async () => {
    const { apiKey } = await insertTestCustomer(g.t.test.hub.db, { apiQuota: 3_000 });
    const poor = new OpenAI({ apiKey, baseURL: g.baseURL, maxRetries: 0 });
    await poor.chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] });
    const sent = g.t.standIn.requests.at(-1)?.body as { max_tokens: number };
    expect(sent.max_tokens).toBeLessThan(3_000);
    expect(sent.max_tokens).toBeGreaterThan(2_900);
  });
});

describe("a stream the upstream breaks off", () => {
  it("ends with OpenAI's error event on /v1, which the SDK throws, and bills what was produced", async () => {
    g.t.standIn.reply = words(50);
    g.t.standIn.mode = { kind: "break", afterChunks: 10 };
    const before = await g.apiUsed();
    const stream = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "count" }],
      stream: true,
    });
    let text = "";
    const error = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    })().catch((err: unknown) => err);
    expect(text).toBe(words(10));
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as Error).message).toContain("OpenAI broke off the reply");
    await expect.poll(() => g.apiUsed()).toBeGreaterThan(before + countTextTokens([text]));
  });

  it("ends with the panels' documented chunk on /api/openai", async () => {
    g.t.standIn.mode = { kind: "break", afterChunks: 2 };
    g.t.standIn.reply = words(5);
    const response = await fetch(g.baseURL.replace("/v1", "/api/openai/chat/completions"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "count" }], stream: true }),
    });
    const body = await response.text();
    const events = body
      .split("\n")
      .filter((line) => line.startsWith("data: {"))
      .map((line) => JSON.parse(line.slice(6)));
    expect(events.at(-1)).toEqual({ choices: [], error: "OpenAI broke off the reply; please try again." });
    expect(body.trimEnd().endsWith("data: [DONE]")).toBe(true);
  });
});

describe("the Responses API with the openai SDK", () => {
  it("answers responses.create with text, usage and metering", async () => {
    const before = await g.apiUsed();
    const response = await client.responses.create({ model: "gpt-4o", instructions: "Be kind.", input: "Hello" });
    expect(response.output_text).toBe("Hello from the stand-in.");
    expect(response.usage?.total_tokens).toBe(13);
    expect(g.t.standIn.requests.at(-1)?.body).toMatchObject({
      messages: [
        { role: "system", content: "Be kind." },
        { role: "user", content: "Hello" },
      ],
    });
    expect(await g.apiUsed()).toBe(before + 13);
  });

  it("streams response events, function calls and their outputs included", async () => {
    g.t.standIn.toolCalls = [{ name: "lookup", arguments: '{"q":"nebula"}' }];
    const stream = await client.responses.create({
      model: "gpt-4o",
      input: [{ role: "user", content: "Look it up" }],
      tools: [{ type: "function", name: "lookup", parameters: { type: "object" }, strict: false }],
      stream: true,
    });
    const types: string[] = [];
    let args = "";
    let completed: OpenAI.Responses.Response | undefined;
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === "response.function_call_arguments.delta") args += event.delta;
      if (event.type === "response.completed") completed = event.response;
    }
    expect(types[0]).toBe("response.created");
    expect(types).toContain("response.output_item.added");
    expect(types.at(-1)).toBe("response.completed");
    expect(args).toBe('{"q":"nebula"}');
    expect(completed?.output[0]).toMatchObject({ type: "function_call", name: "lookup", call_id: "call_0" });
    g.t.standIn.toolCalls = undefined;
    const next = await client.responses.create({
      model: "gpt-4o",
      input: [
        { role: "user", content: "Look it up" },
        { type: "function_call", call_id: "call_0", name: "lookup", arguments: '{"q":"nebula"}' },
        { type: "function_call_output", call_id: "call_0", output: "a cloud of gas" },
      ],
    });
    expect(next.output_text).toBe("Hello from the stand-in.");
    const sent = g.t.standIn.requests.at(-1)?.body as { messages: Record<string, unknown>[] };
    expect(sent.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_0", type: "function", function: { name: "lookup", arguments: '{"q":"nebula"}' } }],
      },
      { role: "tool", tool_call_id: "call_0", content: "a cloud of gas" },
    ]);
  });

  it("refuses previous_response_id by name: the hub keeps no responses", async () => {
    const error = await client.responses
      .create({ model: "gpt-4o", input: "again", previous_response_id: "resp_1" })
      .catch((err: unknown) => err);
    expect((error as { code?: string }).code).toBe("unsupported_parameter");
    expect((error as { param?: string }).param).toBe("previous_response_id");
  });
});

describe("the other /v1 endpoints", () => {
  it("retrieves one model, a personality included, and answers 404 for an unknown one", async () => {
    expect(await client.models.retrieve("eve")).toMatchObject({ id: "eve", owned_by: "hub-of-minds" });
    expect(await client.models.retrieve("gpt-4o")).toMatchObject({ id: "gpt-4o", object: "model" });
    expect(await client.models.retrieve("text-embedding-3-small")).toMatchObject({ owned_by: "openai" });
    const error = await client.models.retrieve("no-such-model").catch((err: unknown) => err);
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect((error as { code?: string }).code).toBe("model_not_found");
  });

  it("embeds texts and meters their prompt tokens", async () => {
    const before = await g.apiUsed();
    const result = await client.embeddings.create({
      model: "text-embedding-3-small",
      input: ["a cosmic idea", "another one here"],
      encoding_format: "float",
    });
    expect(result.data.map((item) => item.index)).toEqual([0, 1]);
    expect(result.data[0]?.embedding).toHaveLength(3);
    expect(result.usage.prompt_tokens).toBe(6);
    expect(g.t.standIn.requests.at(-1)?.body).toMatchObject({ encoding_format: "float" });
    expect(await g.apiUsed()).toBe(before + 6);
    const wrong = await client.embeddings.create({ model: "gpt-4o", input: "x" }).catch((err: unknown) => err);
    expect((wrong as { code?: string }).code).toBe("model_not_allowed");
  });

  it("generates images, each counted as 4,000 tokens", async () => {
    const before = await g.apiUsed();
    const result = await client.images.generate({ model: "dall-e-2", prompt: "a nebula", n: 2, size: "512x512" });
    expect(result.data?.map((image) => image.url)).toEqual([
      "https://images.example.test/cosmos.png",
      "https://images.example.test/cosmos-1.png",
    ]);
    expect(g.t.standIn.requests.at(-1)?.body).toMatchObject({ size: "512x512", n: 2 });
    expect(await g.apiUsed()).toBe(before + 8_000);
  });

  it("embeds in-process for a payer through the gateway's pipeline", async () => {
    const before = await g.apiUsed();
    const result = await g.t.gateway.pipeline.embed({
      model: "text-embedding-3-small",
      input: "knowledge to index",
      payer: { kind: "customer", customerId: g.customerId, via: "key" },
    });
    expect(result.data).toHaveLength(1);
    expect(await g.apiUsed()).toBe(before + 3);
  });
});
