import { pipeline, type Readable, Transform } from "node:stream";
import type { Citation } from "@hub-of-minds/core";

const done = "data: [DONE]";

/**
 * Puts one more chunk before a chat stream's `data: [DONE]`: `{"object":"chat.completion.chunk","choices":[],
 * "citations":[...]}` (no choices, so OpenAI clients read it like the usage chunk). A stream that ends without
 * [DONE] gets it at its end.
 */
export function appendCitations(body: Readable, citations: Citation[]): Readable {
  const event = `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [], citations })}\n\n`;
  let pending = "";
  let sent = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (sent) return callback(null, chunk);
      // [DONE] may be split between chunks: hold back a tail that could be its start.
      const text = pending + chunk.toString("utf8");
      const at = text.indexOf(done);
      if (at !== -1) {
        sent = true;
        pending = "";
        return callback(null, text.slice(0, at) + event + text.slice(at));
      }
      const keep = Math.min(text.length, done.length - 1);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, sent ? pending : pending + event);
    },
  });
  // pipeline, not pipe: an upstream failure or a cancelled caller reaches both ends.
  return pipeline(body, transform, () => undefined);
}
