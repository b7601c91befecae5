import { describe, expect, it } from "vitest";
import { chunkError, readChunk } from "./chat-client";

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
});
