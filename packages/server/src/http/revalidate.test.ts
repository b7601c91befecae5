import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
beforeAll(async () => {
  t = await createTestHub();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe("ETag and 304 on rarely changing reads", () => {
  it.each(["/api/ai-models", "/api/cluster/apps", "/api/config"])("%s answers 304 to its own ETag", async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const tag = first.headers.get("ETag") ?? "";
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const again = await get(path, { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(tag);
    expect((await get(path, { "If-None-Match": 'W/"0000"' })).status).toBe(200);
  });

  it("gives the compressed answer the same ETag, and a 304 to a client that accepts brotli", async () => {
    const plain = await get("/api/ai-models");
    const tag = plain.headers.get("ETag") ?? "";
    const compressed = await get("/api/ai-models", { "Accept-Encoding": "gzip, br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(compressed.headers.get("ETag")).toBe(tag);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(
      await plain.json(),
    );
    const notModified = await get("/api/ai-models", { "Accept-Encoding": "gzip, br", "If-None-Match": tag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Content-Encoding")).toBeNull();
  });

  it("changes the config list's ETag when a file turns invalid", async () => {
    const before = (await get("/api/config")).headers.get("ETag") ?? "";
    const list = (await (await get("/api/config")).json()) as { filename: string }[];
    const name = list[0]?.filename ?? "";
    writeFileSync(join(t.configDir, name), "key: [unclosed\n");
    const cookie = await t.login();
    expect((await t.app.request("/api/config/reload", { method: "POST", headers: { cookie } })).status).toBe(200);
    const after = await get("/api/config", { "If-None-Match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before);
  });

  it("leaves writes and other reads without an ETag", async () => {
    expect((await get("/api/agents")).headers.get("ETag")).toBeNull();
    const cookie = await t.login();
    const reload = await t.app.request("/api/config/reload", { method: "POST", headers: { cookie } });
    expect(reload.headers.get("ETag")).toBeNull();
  });
});
