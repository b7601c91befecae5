import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it, vi } from "vitest";
import { servePerFile } from "../testing/serve-per-file";
import { compressJson, pickEncoding } from "./compress-json";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
/** Resolves when the test has read the stream's first event, so the second cannot ride along with it. */
let firstRead: () => void = () => {};

const app = new Hono();
app.use("*", compressJson());
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ ok: true }));
app.get("/text", (c) => c.text("x".repeat(5000)));
app.get("/events", (c) =>
  streamSSE(c, async (stream) => {
    const read = new Promise<void>((resolve) => {
      firstRead = resolve;
    });
    await stream.writeSSE({ data: "x".repeat(2000) });
    await read;
    await stream.writeSSE({ data: "second" });
  }),
);

describe("pickEncoding", () => {
  it("prefers brotli, honours q=0 and the wildcard, and falls back to identity", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe("compressJson", () => {
  it("sends JSON of 1 KB or more as brotli or gzip, by Accept-Encoding, with Vary", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await app.request("/big", { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3);
      expect(JSON.parse(decode(bytes).toString())).toEqual(big);
    }
  });

  it("sends identity to a client that accepts no encoding, still with Vary", async () => {
    const response = await app.request("/big");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.json()).toEqual(big);
  });

  it("leaves small JSON and other types as they are", async () => {
    const small = await app.request("/small", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request("/text", { headers: { "Accept-Encoding": "br" } });
    expect(text.headers.get("Content-Encoding")).toBeNull();
    expect(await text.text()).toHaveLength(5000);
  });

  describe("over a real socket", () => {
    const served = servePerFile(app.fetch);

    it("sends identity with Vary to a client that takes no encoding, as app.request() does", async () => {
      for (const answer of [
        await fetch(`${served.baseUrl}/big`, { headers: { "Accept-Encoding": "identity" } }),
        await app.request("/big", { headers: { "Accept-Encoding": "identity" } }),
      ]) {
        expect(answer.headers.get("Content-Encoding")).toBeNull();
        expect(answer.headers.get("Vary")).toBe("Accept-Encoding");
        expect(await answer.json()).toEqual(big);
      }
    });

    it("takes a route's JSON from the adapter's light answer, never reading it back as a web Response", async () => {
      // @hono/node-server's light Response stands in for the native one (its prototype chain ends there).
      let native = globalThis.Response as unknown as object;
      while (Object.getPrototypeOf(native) !== Function.prototype) native = Object.getPrototypeOf(native);
      const readBack = vi.spyOn((native as typeof Response).prototype, "arrayBuffer");
      try {
        const small = await fetch(`${served.baseUrl}/small`, { headers: { "Accept-Encoding": "br, gzip" } });
        const large = await fetch(`${served.baseUrl}/big`, { headers: { "Accept-Encoding": "br, gzip" } });
        expect(readBack).not.toHaveBeenCalled();
        readBack.mockRestore();
        expect(small.headers.get("Content-Encoding")).toBeNull();
        expect(small.headers.get("Content-Length")).toBe(String(JSON.stringify({ ok: true }).length));
        expect(await small.json()).toEqual({ ok: true });
        expect(large.headers.get("Content-Encoding")).toBe("br");
        expect(large.headers.get("Vary")).toBe("Accept-Encoding");
        expect(await large.json()).toEqual(big);
      } finally {
        readBack.mockRestore();
      }
    });

    it("passes an event stream through chunk by chunk, uncompressed", async () => {
      const response = await fetch(`${served.baseUrl}/events`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers.get("Content-Encoding")).toBeNull();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let received = "";
      // The server sends the second event only after this read: a buffering middleware would hang here.
      while (!received.includes("\n\n")) received += decoder.decode((await reader.read()).value);
      expect(received).toBe(`data: ${"x".repeat(2000)}\n\n`);
      firstRead();
      let rest = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += decoder.decode(chunk.value);
      expect(rest).toBe("data: second\n\n");
    });
  });
});
