import { describe, expect, it } from "vitest";
import { ChatStreamError, collectChatStream, streamChatCompletion } from "./chat-stream.api";
import { installFakeFetch, sentJson } from "./http-fake.testing";

const body = {
  messages: [{ role: "user" as const, content: "Hi" }],
  model: "gpt-4o" as const,
  temperature: 0.7,
  maxTokens: 2048,
};

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe("streamChatCompletion", () => {
  it("posts stream: true and yields deltas as the chunks arrive", async () => {
    const raw = `${chunk("Hel")}${chunk("lo")}${chunk(" there")}data: {"choices":[],"usage":{"total_tokens":12}}\n\ndata: [DONE]\n\n`;
    // Split mid-line and mid-event to prove the reading is incremental.
    const { calls, bodies } = installFakeFetch({ body: [raw.slice(0, 20), raw.slice(20, 61), raw.slice(61)] });
    const deltas: string[] = [];
    const readsAtDelta: number[] = [];
    const result = await collectChatStream(streamChatCompletion(body), (delta) => {
      deltas.push(delta);
      readsAtDelta.push(bodies[0]?.reads ?? 0);
    });
    expect(deltas).toEqual(["Hel", "lo", " there"]);
    expect(readsAtDelta).toEqual([2, 3, 3]);
    expect(result).toEqual({ content: "Hello there", totalTokens: 12, aborted: false });
    expect(calls[0]?.url).toBe("/api/openai/chat/completions");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toEqual({ "Content-Type": "application/json" });
    expect(sentJson(calls[0])).toEqual({ ...body, stream: true });
    // [DONE] ends the iteration without waiting for the body's end.
    expect(bodies[0]?.cancelled).toBe(true);
  });

  it("ends quietly with what arrived when aborted", async () => {
    const signal = { aborted: false };
    installFakeFetch({ body: [chunk("One"), chunk("Two"), "data: [DONE]\n\n"] });
    const stream = streamChatCompletion(body, { signal });
    const deltas: string[] = [];
    const result = await collectChatStream(stream, (delta) => {
      deltas.push(delta);
      signal.aborted = true;
    });
    expect(deltas).toEqual(["One"]);
    expect(result).toEqual({ content: "One", totalTokens: null, aborted: true });
  });

  it("throws HttpError before streaming a non-OK answer", async () => {
    installFakeFetch({ status: 429, statusText: "Too Many Requests", body: '{"error":"quota exceeded"}' });
    await expect(streamChatCompletion(body).next()).rejects.toThrow('429: {"error":"quota exceeded"}');
  });

  it("throws an error chunk and an unreadable chunk", async () => {
    installFakeFetch({ body: `${chunk("A")}data: {"error":"upstream 429 quota"}\n\n` }, { body: "data: {oops\n\n" });
    const first = streamChatCompletion(body);
    expect((await first.next()).value).toBe("A");
    await expect(first.next()).rejects.toThrow(new ChatStreamError("upstream 429 quota"));
    await expect(streamChatCompletion(body).next()).rejects.toThrow(/Unreadable chat stream chunk/);
  });

  it("throws the gateway's broken-off chunk and a provider's own OpenAI-shaped error event by their sentence", async () => {
    installFakeFetch(
      { body: `${chunk("A")}data: {"choices":[],"error":"OpenAI broke off the reply; please try again."}\n\n` },
      { body: `data: {"error":{"message":"429: quota exceeded","type":"insufficient_quota","code":null}}\n\n` },
    );
    const first = streamChatCompletion(body);
    expect((await first.next()).value).toBe("A");
    await expect(first.next()).rejects.toThrow(new ChatStreamError("OpenAI broke off the reply; please try again."));
    await expect(streamChatCompletion(body).next()).rejects.toThrow(new ChatStreamError("429: quota exceeded"));
  });
});
