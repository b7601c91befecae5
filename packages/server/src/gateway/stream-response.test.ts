import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { StreamOutcome } from "./sse-meter";
import { type MeteredStream, relayMetered } from "./stream-response";

const chunk = (content: string) => `data: {"choices":[{"delta":{"content":"${content}"}}]}\n\n`;
const usageLine = 'data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}}\n\n';

const metered = (body: Readable, onEnd: MeteredStream["onEnd"], abort = () => {}): MeteredStream => ({
  body,
  abort,
  onEnd,
  dropUsage: false,
  failureEvent: (err) => `data: ${JSON.stringify({ error: String(err) })}\n\n`,
});

describe("relayMetered", () => {
  it("passes every byte through unchanged and reports completion once", async () => {
    const parts = [chunk("a"), chunk("b"), usageLine, "data: [DONE]\n\n"];
    const ends: [number | undefined, StreamOutcome][] = [];
    const out = new PassThrough();
    const relayed = relayMetered(
      metered(Readable.from(parts.map((part) => Buffer.from(part))), (meter, outcome) =>
        ends.push([meter.usage?.totalTokens, outcome]),
      ),
      out,
    );
    const received: Buffer[] = [];
    for await (const part of out) received.push(part as Buffer);
    await relayed;
    expect(Buffer.concat(received).toString()).toBe(parts.join(""));
    expect(ends).toEqual([[12, "completed"]]);
  });

  it("aborts the upstream and reports what was produced when the client goes away", async () => {
    let aborted = false;
    const ends: [number, StreamOutcome][] = [];
    // An upstream that sends one chunk and then stays open.
    const upstream = new PassThrough();
    upstream.write(chunk("one"));
    const out = new PassThrough();
    void relayMetered(
      metered(
        upstream,
        (meter, outcome) => ends.push([meter.frames.length, outcome]),
        () => {
          aborted = true;
        },
      ),
      out,
    );
    await new Promise((resolve) => out.once("data", resolve));
    out.destroy();
    await expect.poll(() => ends).toEqual([[1, "aborted"]]);
    expect(aborted).toBe(true);
  });
});
