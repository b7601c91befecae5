// The Vercel AI SDK and LangChain JS, as customers set them up, doing tool calling and structured output
// through /v1 on a real port against the scripted stand-in.
import { createOpenAI } from "@ai-sdk/openai";
import { tool as langchainTool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { generateObject, generateText, stepCountIs, streamText, tool } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { resetStandIn, type ServedGateway, serveGateway } from "./testing/served-gateway";

let g: ServedGateway;

beforeAll(async () => {
  g = await serveGateway();
});
afterAll(async () => {
  await g?.close();
});
beforeEach(() => resetStandIn(g.t));

type Sent = { tools?: unknown[]; messages: { role: string; content?: unknown }[]; response_format?: unknown };
const sent = (at = -1) => g.t.standIn.requests.filter((r) => r.path === "/v1/chat/completions").at(at)?.body as Sent;

describe("the Vercel AI SDK (ai + @ai-sdk/openai), chat models", () => {
  const openai = () => createOpenAI({ apiKey: g.apiKey, baseURL: g.baseURL });

  it("runs a zod tool over two steps with generateText", async () => {
    g.t.standIn.toolCalls = [{ name: "weather", arguments: '{"city":"Paris"}' }];
    let called: string | undefined;
    const result = await generateText({
      model: openai().chat("gpt-4o"),
      system: "You are terse.",
      prompt: "Weather in Paris?",
      tools: {
        weather: tool({
          description: "The weather in a city",
          inputSchema: z.object({ city: z.string() }),
          execute: async ({ city }) => {
            called = city;
            // The next request answers with text.
            g.t.standIn.toolCalls = undefined;
            return { temperature: 21 };
          },
        }),
      },
      stopWhen: stepCountIs(2),
    });
    expect(called).toBe("Paris");
    expect(result.steps).toHaveLength(2);
    expect(result.text).toBe("Hello from the stand-in.");
    const second = sent();
    expect(second.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect(sent(-2).tools).toHaveLength(1);
  });

  it("streams text with streamText", async () => {
    g.t.standIn.reply = "one two three";
    const result = streamText({ model: openai().chat("gpt-4o"), prompt: "count" });
    let text = "";
    for await (const delta of result.textStream) text += delta;
    expect(text).toBe("one two three");
    expect((await result.usage).totalTokens).toBeGreaterThan(0);
  });

  it("returns a typed object with generateObject (json_schema passed through)", async () => {
    g.t.standIn.reply = '{"name":"Ada","age":36}';
    const { object } = await generateObject({
      model: openai().chat("gpt-4o"),
      schema: z.object({ name: z.string(), age: z.number() }),
      prompt: "Who?",
    });
    expect(object).toEqual({ name: "Ada", age: 36 });
    expect(sent().response_format).toMatchObject({ type: "json_schema" });
  });
});

describe("the Vercel AI SDK's default provider (the Responses API, translated onto chat completions)", () => {
  const openai = () => createOpenAI({ apiKey: g.apiKey, baseURL: g.baseURL });

  it("runs a zod tool over two steps with generateText, a personality as the model", async () => {
    g.t.standIn.toolCalls = [{ name: "weather", arguments: '{"city":"Oslo"}' }];
    let called: string | undefined;
    const result = await generateText({
      model: openai()("marcus-vale"),
      system: "You are terse.",
      prompt: "Weather in Oslo?",
      tools: {
        weather: tool({
          description: "The weather in a city",
          inputSchema: z.object({ city: z.string() }),
          execute: async ({ city }) => {
            called = city;
            g.t.standIn.toolCalls = undefined;
            return { temperature: 4 };
          },
        }),
      },
      stopWhen: stepCountIs(2),
    });
    expect(called).toBe("Oslo");
    expect(result.text).toBe("Hello from the stand-in.");
    expect(result.usage.totalTokens).toBeGreaterThan(0);
    const second = sent();
    // The personality's voice first, then the caller's system prompt, the turn, the call and its output.
    expect(second.messages.map((m) => m.role)).toEqual(["system", "system", "user", "assistant", "tool"]);
    expect(String(second.messages[0]?.content)).toContain("Marcus Vale");
  });

  it("streams text with streamText", async () => {
    g.t.standIn.reply = "alpha beta gamma";
    const result = streamText({ model: openai()("gpt-4o"), prompt: "count" });
    let text = "";
    for await (const delta of result.textStream) text += delta;
    expect(text).toBe("alpha beta gamma");
    expect((await result.usage).totalTokens).toBeGreaterThan(0);
  });

  it("returns a typed object with generateObject", async () => {
    g.t.standIn.reply = '{"name":"Ada","age":36}';
    const { object } = await generateObject({
      model: openai()("gpt-4o"),
      schema: z.object({ name: z.string(), age: z.number() }),
      prompt: "Who?",
    });
    expect(object).toEqual({ name: "Ada", age: 36 });
    expect(sent().response_format).toMatchObject({ type: "json_schema" });
  });
});

describe("LangChain JS (@langchain/openai)", () => {
  const model = () =>
    new ChatOpenAI({ model: "gpt-4o", apiKey: g.apiKey, configuration: { baseURL: g.baseURL }, maxRetries: 0 });

  it("calls a bound tool", async () => {
    g.t.standIn.toolCalls = [{ name: "weather", arguments: '{"city":"Kyoto"}' }];
    const weather = langchainTool(async ({ city }: { city: string }) => `sunny in ${city}`, {
      name: "weather",
      description: "The weather in a city",
      schema: z.object({ city: z.string() }),
    });
    const answer = await model().bindTools([weather]).invoke("Weather in Kyoto?");
    expect(answer.tool_calls).toEqual([expect.objectContaining({ name: "weather", args: { city: "Kyoto" } })]);
    expect(sent().tools).toHaveLength(1);
  });

  it("returns structured output with withStructuredOutput", async () => {
    g.t.standIn.reply = '{"name":"Ada","age":36}';
    const structured = model().withStructuredOutput(z.object({ name: z.string(), age: z.number() }), {
      name: "person",
    });
    expect(await structured.invoke("Who?")).toEqual({ name: "Ada", age: 36 });
    expect(sent().response_format).toMatchObject({ type: "json_schema" });
  });
});
