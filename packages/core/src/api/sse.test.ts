import { describe, expect, it } from "vitest";
import { encodeUtf8, fakeResponse } from "./http-fake.testing";
import { createSseParser, readServerSentEvents } from "./sse";

async function collect(events: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe("createSseParser", () => {
  it("emits each event when its blank line arrives, across any split", () => {
    const parser = createSseParser();
    expect(parser.push("data: hel")).toEqual([]);
    expect(parser.push("lo\n")).toEqual([]);
    expect(parser.push("\ndata: a\r")).toEqual(["hello"]);
    expect(parser.push("\n\r\n")).toEqual(["a"]);
  });

  it("joins data lines, skips comments and other fields", () => {
    const parser = createSseParser();
    expect(parser.push(": keep-alive\n\nevent: x\nid: 3\ndata:one\ndata: two\nretry: 10\n\n")).toEqual(["one\ntwo"]);
  });

  it("flushes an unterminated last event and drops a byte-order mark", () => {
    const parser = createSseParser();
    expect(parser.push("\uFEFFdata: [DONE]")).toEqual([]);
    expect(parser.end()).toEqual(["[DONE]"]);
  });
});

describe("readServerSentEvents", () => {
  it("decodes characters split across chunks", async () => {
    const bytes = encodeUtf8("data: α-7\n\n");
    const response = fakeResponse({ body: [bytes.slice(0, 7), bytes.slice(7)] });
    expect(response.body).not.toBeNull();
    if (response.body) expect(await collect(readServerSentEvents(response.body))).toEqual(["α-7"]);
  });

  it("stops and cancels the body when the signal aborts", async () => {
    const tracker = { cancelled: false, reads: 0 };
    const signal = { aborted: false };
    const response = fakeResponse({ body: ["data: 1\n\n", "data: 2\n\n", "data: 3\n\n"] }, tracker);
    const seen: string[] = [];
    if (response.body) {
      for await (const event of readServerSentEvents(response.body, signal)) {
        seen.push(event);
        signal.aborted = true;
      }
    }
    expect(seen).toEqual(["1"]);
    expect(tracker.cancelled).toBe(true);
    expect(tracker.reads).toBe(1);
  });
});
