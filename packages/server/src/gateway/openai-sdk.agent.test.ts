// What an agent built on the official `openai` SDK needs from /v1: tools, structured output, every message
// shape, streams that fail loudly and billing that cannot be dodged. The whole app on a real port, its
// upstream a scripted stand-in on 127.0.0.1.
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetStandIn, type ServedGateway, serveGateway } from "./testing/served-gateway";

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

const weatherTool: OpenAI.ChatCompletionTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    strict: true,
  },
};
const twoCalls = [
  { name: "get_weather", arguments: '{"city":"Paris, France"}' },
  { name: "get_weather", arguments: '{"city":"Kyoto, Japan"}' },
];
type SentBody = Record<string, unknown> & { messages: Record<string, unknown>[] };
const lastSent = () => g.t.standIn.requests.at(-1)?.body as SentBody;

describe("tool calling through /v1 with the openai SDK", () => {
  it("passes tools, tool_choice and parallel_tool_calls, and answers two parallel calls", async () => {
    g.t.standIn.toolCalls = twoCalls;
    const completion = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "Weather in Paris and Kyoto?" }],
      tools: [weatherTool],
      tool_choice: "auto",
      parallel_tool_calls: true,
    });
    expect(lastSent()).toMatchObject({ tools: [weatherTool], tool_choice: "auto", parallel_tool_calls: true });
    const choice = completion.choices[0];
    expect(choice?.finish_reason).toBe("tool_calls");
    expect(choice?.message.content).toBeNull();
    const calls = (choice?.message.tool_calls ?? []).map((call) => call.type === "function" && call.function);
    expect(calls).toEqual(twoCalls);
  });

  it("streams tool-call deltas with their index, split arguments joined by the SDK", async () => {
    g.t.standIn.toolCalls = twoCalls;
    const stream = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "Weather in Paris and Kyoto?" }],
      tools: [weatherTool],
      tool_choice: { type: "function", function: { name: "get_weather" } },
      stream: true,
    });
    const args: string[] = [];
    let finish: string | null | undefined;
    let deltas = 0;
    for await (const chunk of stream) {
      for (const call of chunk.choices[0]?.delta.tool_calls ?? []) {
        deltas++;
        args[call.index] = (args[call.index] ?? "") + (call.function?.arguments ?? "");
      }
      finish ??= chunk.choices[0]?.finish_reason;
    }
    expect(lastSent().tool_choice).toEqual({ type: "function", function: { name: "get_weather" } });
    expect(args).toEqual(twoCalls.map((call) => call.arguments));
    expect(deltas).toBeGreaterThan(10);
    expect(finish).toBe("tool_calls");
  });

  it("accepts the tool-result turn: an assistant with tool_calls and null content, then tool messages", async () => {
    const completion = await client.chat.completions.create({
      model: "gpt-4o",
      messages: [
        { role: "user", content: "Weather in Paris?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "call_0", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
          ],
        },
        { role: "tool", tool_call_id: "call_0", content: '{"temperature":21}' },
      ],
      tools: [weatherTool],
    });
    expect(completion.choices[0]?.message.content).toBe("Hello from the stand-in.");
    const sent = lastSent().messages;
    expect(sent[1]).toMatchObject({ role: "assistant", content: null, tool_calls: [{ id: "call_0" }] });
    expect(sent[2]).toEqual({ role: "tool", tool_call_id: "call_0", content: '{"temperature":21}' });
  });

  it("runs chat.completions.stream() to finalChatCompletion() with tool calls", async () => {
    g.t.standIn.toolCalls = twoCalls;
    const runner = client.chat.completions.stream({
      model: "gpt-4o",
      messages: [{ role: "user", content: "Weather?" }],
      tools: [weatherTool],
    });
    const final = await runner.finalChatCompletion();
    const calls = final.choices[0]?.message.tool_calls ?? [];
    expect(calls.map((call) => call.type === "function" && JSON.parse(call.function.arguments).city)).toEqual([
      "Paris, France",
      "Kyoto, Japan",
    ]);
    expect(final.choices[0]?.finish_reason).toBe("tool_calls");
  });

  it("passes a personality's own voice first, then the customer's system and developer messages", async () => {
    await client.chat.completions.create({
      model: "marcus-vale",
      messages: [
        { role: "system", content: "Answer in French." },
        { role: "developer", content: "Be brief." },
        { role: "user", content: "Plan my year" },
      ],
    });
    const sent = lastSent().messages;
    expect(sent[0]).toMatchObject({ role: "system" });
    expect(String(sent[0]?.content)).toContain("Marcus Vale");
    expect(sent.slice(1).map((m) => m.role)).toEqual(["system", "developer", "user"]);
  });
});

describe("every Chat Completions field passes, or is refused by name", () => {
  it("passes response_format json_schema, n, stop, seed, top_p, penalties, logprobs, user, metadata and unknown fields", async () => {
    g.t.standIn.reply = '{"name":"Ada"}';
    const body = {
      model: "gpt-4o",
      messages: [{ role: "user" as const, content: "Who?" }],
      response_format: {
        type: "json_schema" as const,
        json_schema: {
          name: "person",
          strict: true,
          schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
        },
      },
      n: 2,
      stop: ["END"],
      seed: 7,
      top_p: 0.9,
      presence_penalty: 0.5,
      frequency_penalty: 0.25,
      logprobs: true,
      top_logprobs: 2,
      user: "user-42",
      metadata: { project: "atlas" },
      reasoning_effort: "low" as const,
      max_completion_tokens: 300,
      // A field the contract does not know is kept as it is.
      prediction_hint_from_the_future: { keep: true },
    };
    const completion = await client.chat.completions.create(body as OpenAI.ChatCompletionCreateParamsNonStreaming);
    const { model: _model, messages: _messages, ...fields } = body;
    expect(lastSent()).toMatchObject(fields);
    expect(completion.choices).toHaveLength(2);
    expect(JSON.parse(completion.choices[1]?.message.content ?? "")).toEqual({ name: "Ada" });
  });

  it("refuses store, audio and service_tier with 400 unsupported_parameter naming the field", async () => {
    for (const [name, value] of [
      ["store", true],
      ["audio", { voice: "alloy", format: "mp3" }],
      ["service_tier", "priority"],
    ] as const) {
      const error = await client.chat.completions
        .create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }], [name]: value } as never)
        .catch((err: unknown) => err);
      expect(error, name).toBeInstanceOf(OpenAI.BadRequestError);
      expect((error as InstanceType<typeof OpenAI.BadRequestError>).code).toBe("unsupported_parameter");
      expect((error as InstanceType<typeof OpenAI.BadRequestError>).param).toBe(name);
      expect((error as Error).message).toContain(`"${name}"`);
    }
  });

  it("takes image parts for a model that sees, and names the model that does not", async () => {
    const image: OpenAI.ChatCompletionContentPart[] = [
      { type: "text", text: "What is in this picture?" },
      { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
    ];
    await client.chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: image }] });
    expect(lastSent().messages[0]?.content).toEqual(image);
    const error = await client.chat.completions
      .create({ model: "gpt-3.5-turbo", messages: [{ role: "user", content: image }] })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect((error as InstanceType<typeof OpenAI.BadRequestError>).code).toBe("model_capability");
    expect((error as Error).message).toContain("gpt-3.5-turbo");
  });

  it("reads every text part for oversight: a secret inside a text part or a tool result is refused", async () => {
    // The default rules block what looks like a password (no-credentials).
    for (const messages of [
      [{ role: "user", content: [{ type: "text", text: "my password: hunter2" }] }],
      [
        { role: "user", content: "harmless" },
        { role: "tool", tool_call_id: "call_0", content: [{ type: "text", text: "api_key = sk-123" }] },
      ],
      [
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: '{"note":"secret: x"}' } }],
        },
      ],
    ] as OpenAI.ChatCompletionMessageParam[][]) {
      const error = await client.chat.completions.create({ model: "gpt-4o", messages }).catch((err: unknown) => err);
      expect((error as { status?: number }).status, JSON.stringify(messages)).toBe(422);
      expect((error as { code?: string }).code).toBe("oversight_rule");
    }
  });

  it("bounds a customer's max_tokens by the model's limit, not the chat panels' 2048", async () => {
    await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "long" }],
      max_tokens: 8000,
    });
    expect(lastSent().max_tokens).toBe(8000);
    await client.chat.completions.create({
      model: "gpt-4o",
      messages: [{ role: "user", content: "longer" }],
      max_tokens: 100_000,
    });
    expect(lastSent().max_tokens).toBe(16_384);
  });
});
