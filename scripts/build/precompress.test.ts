import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir, precompressMinBytes } from "./precompress";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes brotli and gzip copies of compressible files of 256 bytes or more, nested folders too", () => {
    dir = mkdtempSync(join(tmpdir(), "hom-precompress-"));
    mkdirSync(join(dir, "assets"));
    const big = `export const text = ${JSON.stringify("hub of minds ".repeat(400))};\n`;
    writeFileSync(join(dir, "assets", "big.js"), big);
    writeFileSync(join(dir, "small.css"), "a{}".repeat(Math.floor((precompressMinBytes - 1) / 3)));
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 1));

    expect(precompressDir(dir)).toEqual([join(dir, "assets", "big.js")]);
    const br = readFileSync(join(dir, "assets", "big.js.br"));
    const gz = readFileSync(join(dir, "assets", "big.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(gz).toString()).toBe(big);
    expect(br.length).toBeLessThan(gz.length);
    expect(() => readFileSync(join(dir, "small.css.br"))).toThrow();
    expect(() => readFileSync(join(dir, "photo.png.gz"))).toThrow();
  });
});
