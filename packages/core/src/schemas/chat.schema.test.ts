import { describe, expect, it } from "vitest";
import { chatModels } from "../format/chat-defaults";
import {
  chatCompletionChunkSchema,
  chatCompletionRequestSchema,
  chatCompletionResponseSchema,
  chatMessageSchema,
  publicChatRequestSchema,
  publicChatResponseSchema,
} from "./chat.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const request = {
  messages: [{ role: "user", content: "Hello" }],
  model: "gpt-4o",
  temperature: 0.7,
  maxTokens: 2048,
};

describe("chat schemas", () => {
  it("accepts the panel's request", () => {
    expect(chatCompletionRequestSchema.parse({ ...request, stream: true })).toEqual({ ...request, stream: true });
    expect(chatModels).toEqual(["gpt-4o", "gpt-4", "gpt-3.5-turbo"]);
  });

  it("bounds temperature to 0-2", () => {
    expect(chatCompletionRequestSchema.safeParse({ ...request, temperature: 2 }).success).toBe(true);
    expect(paths(chatCompletionRequestSchema.safeParse({ ...request, temperature: 2.1 }))).toEqual(["temperature"]);
    expect(paths(chatCompletionRequestSchema.safeParse({ ...request, temperature: -0.1 }))).toEqual(["temperature"]);
  });

  it("names the bad message, model and token count", () => {
    const bad = {
      ...request,
      messages: [{ role: "robot", content: "Hi" }],
      model: "gpt-5-ultra",
      maxTokens: "2048",
    };
    expect(paths(chatCompletionRequestSchema.safeParse(bad))).toEqual(["messages.0.role", "model", "maxTokens"]);
    expect(paths(chatCompletionRequestSchema.safeParse({ ...request, messages: [] }))).toEqual(["messages"]);
  });

  it("reads the answer the panel uses", () => {
    const answer = chatCompletionResponseSchema.parse({
      id: "x",
      choices: [{ message: { role: "assistant", content: "Hi there" } }],
      usage: { total_tokens: 12 },
    });
    expect(answer.choices[0]?.message.content).toBe("Hi there");
    expect(answer.usage.total_tokens).toBe(12);
    expect(paths(chatCompletionResponseSchema.safeParse({ choices: [], usage: { total_tokens: 1 } }))).toEqual([
      "choices",
    ]);
  });

  it("reads stream chunks, including the usage-only last one", () => {
    expect(chatCompletionChunkSchema.parse({ choices: [{ delta: { content: "Hi" } }] })).toEqual({
      choices: [{ delta: { content: "Hi" } }],
    });
    expect(chatCompletionChunkSchema.parse({ usage: { total_tokens: 9 } })).toEqual({
      choices: [],
      usage: { total_tokens: 9 },
    });
  });

  it("checks a panel message", () => {
    const message = { id: "m1", role: "assistant", content: "Hello", timestamp: 1_700_000_000_000, tokens: 5 };
    expect(chatMessageSchema.parse(message)).toEqual(message);
    expect(paths(chatMessageSchema.safeParse({ ...message, role: "system" }))).toEqual(["role"]);
  });

  it("checks the public API request and answer", () => {
    expect(publicChatRequestSchema.parse({ personality_id: "sage", message: " Hi " })).toEqual({
      personality_id: "sage",
      message: "Hi",
    });
    expect(paths(publicChatRequestSchema.safeParse({ personality_id: "sage", message: "   " }))).toEqual(["message"]);
    const answer = {
      id: "chat_1",
      personality_id: "sage",
      reply: "Greetings",
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    };
    expect(publicChatResponseSchema.parse(answer)).toEqual(answer);
    expect(paths(publicChatResponseSchema.safeParse({ ...answer, usage: { total_tokens: 5 } }))).toEqual([
      "usage.prompt_tokens",
      "usage.completion_tokens",
    ]);
  });
});
