import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSitePath, staticRoutes } from "./static-routes";

let root = "";
let app: ReturnType<typeof staticRoutes>;
const script = `export const hub = ${JSON.stringify("minds ".repeat(500))};\n`;
const indexHtml = `<!doctype html><html><head><title>Hub of Minds</title></head><body>${"<p>x</p>".repeat(200)}</body></html>`;

/** A file with the build's compressed copies beside it, as scripts/build/precompress.ts writes them. */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "hom-static-"));
  const siteDir = join(root, "site");
  const widgetsDir = join(root, "widgets");
  mkdirSync(join(siteDir, "assets"), { recursive: true });
  mkdirSync(widgetsDir);
  writeWithCopies(join(siteDir, "index.html"), indexHtml);
  writeWithCopies(join(siteDir, "assets", "index-abc123.js"), script);
  writeFileSync(join(siteDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeWithCopies(join(widgetsDir, "hom-chat-abcdef1234.js"), script);
  writeFileSync(join(widgetsDir, "manifest.json"), "{}");
  app = staticRoutes({ siteDir, widgetsDir });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("static files by content negotiation", () => {
  it("sends the brotli copy to a client that accepts brotli, the gzip copy to one that accepts gzip only", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const response = await get("/assets/index-abc123.js", accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
      expect(decode(bytes).toString()).toBe(script);
    }
  });

  it("falls back to the identity file, still with Vary, when no encoding is accepted", async () => {
    const response = await get("/assets/index-abc123.js");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(script);
  });

  it("negotiates widget bundles too, keeping their CORS header and the cache rule of the file asked for", async () => {
    const response = await get("/widgets/hom-chat-abcdef1234.js", "br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it("serves the site's page, compressed and never cached stale, for every page path", async () => {
    for (const path of ["/", "/customer", "/some/unknown-route"]) {
      const response = await get(path, "br");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Encoding")).toBe("br");
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(indexHtml);
    }
  });
});

describe("unknown static paths", () => {
  it("answer 404, not the site's HTML", async () => {
    for (const path of [
      "/assets/index-gone.js",
      "/favicon.ico",
      "/missing.png",
      "/widgets/hom-old.js",
      "/widgets/nope",
    ]) {
      const response = await get(path, "br");
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type") ?? "", path).not.toMatch(/html/);
    }
    expect((await get("/robots.txt")).status).toBe(200);
  });

  it("isSitePath keeps page paths and refuses files and the bundle folders", () => {
    expect(["/", "/customer", "/minds-directory", "/a/b"].every(isSitePath)).toBe(true);
    expect(["/favicon.ico", "/assets/x", "/widgets/hom-chat", "/x/y.js"].some(isSitePath)).toBe(false);
  });
});
