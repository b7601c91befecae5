import { afterEach, describe, expect, it, vi } from "vitest";
import { chunkError, readChunk, streamChat } from "./chat-client";

const citation = {
  documentId: 7,
  containerId: "handbook",
  chunkId: 31,
  documentTitle: "Returns policy",
  text: "Returns are accepted within 30 days.",
  score: 0.82,
};

/** Answers the chat endpoint with these SSE events, the last one [DONE], split mid-event to test the reader. */
function answer(events: unknown[]) {
  const body = `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}data: [DONE]\n\n`;
  const half = Math.floor(body.length / 2);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, half)));
      controller.enqueue(new TextEncoder().encode(body.slice(half)));
      controller.close();
    },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(stream, { headers: { "content-type": "text/event-stream" } })),
  );
}
const send = (onDelta: (delta: string) => void = () => {}) =>
  streamChat(
    { messages: [{ role: "user", content: "Returns?" }], model: "gpt-4o", temperature: 0.7, maxTokens: 64 },
    { apiBase: "" },
    onDelta,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the widget's stream chunks", () => {
  it("reads the gateway's broken-off chunk and a provider's OpenAI-shaped error event as their sentence", () => {
    expect(chunkError(readChunk('{"choices":[],"error":"OpenAI broke off the reply; please try again."}'))).toBe(
      "OpenAI broke off the reply; please try again.",
    );
    expect(chunkError(readChunk('{"error":{"message":"429: quota exceeded","type":"insufficient_quota"}}'))).toBe(
      "429: quota exceeded",
    );
    expect(chunkError(readChunk('{"choices":[{"delta":{"content":"hi"}}]}'))).toBeUndefined();
  });

  it("keeps the citations chunk of a grounded answer (server's appendCitations shape) beside the usage", async () => {
    answer([
      { choices: [{ delta: { content: "Within " } }] },
      { choices: [{ delta: { content: "30 days [1]." } }] },
      { choices: [], usage: { total_tokens: 42 } },
      { object: "chat.completion.chunk", choices: [], citations: [citation, { documentId: "bad" }] },
    ]);
    const deltas: string[] = [];
    expect(await send((delta) => deltas.push(delta))).toEqual({
      content: "Within 30 days [1].",
      totalTokens: 42,
      citations: [citation],
    });
    expect(deltas).toEqual(["Within ", "30 days [1]."]);
  });

  it("a stream without citations (or with an unreadable list) gives a reply without them", async () => {
    answer([{ choices: [{ delta: { content: "Hello" } }] }, { choices: [], usage: { total_tokens: 5 } }]);
    expect(await send()).toEqual({ content: "Hello", totalTokens: 5 });
    answer([{ choices: [{ delta: { content: "Hi" } }] }, { choices: [], citations: "not a list" }]);
    expect(await send()).toEqual({ content: "Hi", totalTokens: null });
  });

  it("an error event still fails the reply, citations or not", async () => {
    answer([
      { choices: [], citations: [citation] },
      { choices: [], error: "The provider broke off the reply." },
    ]);
    await expect(send()).rejects.toThrow("The provider broke off the reply.");
  });
});
