import { readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { widgetManifest, widgetTags } from "./widget-host";

// The budgets, min+gzip, for the built bundles (this file runs after the build in `npm test`).
const kb = 1024;
const budgets = { loader: 1 * kb, runtime: 12 * kb, chat: 25 * kb, otherWidget: 20 * kb, allFive: 45 * kb };

const dist = new URL("../dist/", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dist), "utf8");
const gz = (code: string) => gzipSync(code, { level: 9 }).length;
const br = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Issue 26: the chat widget and the loader, brotli, as a host page downloads them before the chat works. */
const chatBrotliBudget = 18 * kb;
/** Issue 28: the five widgets together (every module they load statically, each once), brotli. */
const allFiveBrotliBudget = 30 * kb;

/** A module and every module it imports statically, by file name relative to dist/. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  for (const match of read(file).matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = new URL(match[1] ?? "", new URL(dir, dist)).pathname.slice(dist.pathname.length);
    closure(target, seen);
  }
  return seen;
}
const size = (files: Iterable<string>) => [...files].reduce((total, file) => total + gz(read(file)), 0);
const brotliSize = (files: Iterable<string>) => [...files].reduce((total, file) => total + br(read(file)), 0);
/** The chunks a module imports on demand (`import("./chunks/...")`), by file name relative to dist/. */
const lazyImports = (file: string) =>
  [...read(file).matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((match) =>
    new URL(
      match[1] ?? "",
      new URL(file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "", dist),
    ).pathname.slice(dist.pathname.length),
  );

describe("bundle sizes (min+gzip)", () => {
  const manifest = widgetManifest();
  const entries = widgetTags.map((tag) => manifest[tag] ?? "");
  const closures = Object.fromEntries(widgetTags.map((tag, index) => [tag, closure(entries[index] ?? "")]));
  // The runtime is what every widget shares: the chunks in all five closures.
  const shared = [...(closures["hom-chat"] ?? [])].filter((file) =>
    widgetTags.every((tag) => closures[tag]?.has(file)),
  );

  it("finds a built bundle per widget and a shared runtime with preact and the element wrapper", () => {
    expect(entries.every((file) => file.endsWith(".js"))).toBe(true);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.map(read).join("")).toContain("attachShadow");
  });

  it(`loader <= ${budgets.loader} B`, () => {
    expect(gz(read("loader.js"))).toBeLessThanOrEqual(budgets.loader);
  });

  it(`shared runtime <= ${budgets.runtime} B`, () => {
    expect(size(shared)).toBeLessThanOrEqual(budgets.runtime);
  });

  it(`chat <= ${budgets.chat} B and every other widget <= ${budgets.otherWidget} B, runtime included`, () => {
    for (const tag of widgetTags) {
      const total = size(closures[tag] ?? []);
      expect(total, tag).toBeLessThanOrEqual(tag === "hom-chat" ? budgets.chat : budgets.otherWidget);
    }
  });

  it(`the chat's static closure plus loader.js <= ${chatBrotliBudget} B brotli; its lazy parts are outside it`, () => {
    const chat = closures["hom-chat"] ?? new Set<string>();
    const total = brotliSize([...chat, "loader.js"]);
    const lazy = [...chat].flatMap(lazyImports);
    // The thread list (on its first open), the thread code (a chat with a key or the site's session) and the
    // launcher/popup (those modes) load on demand.
    for (const name of ["chat-thread-list", "chat-threads", "chat-overlay"]) {
      expect(
        lazy.some((file) => file.startsWith(`chunks/${name}-`)),
        name,
      ).toBe(true);
      expect(
        [...chat].some((file) => file.startsWith(`chunks/${name}-`)),
        name,
      ).toBe(false);
    }
    const keyed = brotliSize(
      new Set([
        ...lazy.filter((file) => file.includes("chat-threads-")).flatMap((file) => [...closure(file)]),
        ...chat,
      ]),
    );
    console.log(
      `hom-chat + loader: ${total} B brotli static; with a key (thread code) ${keyed + br(read("loader.js"))} B`,
    );
    expect(total).toBeLessThanOrEqual(chatBrotliBudget);
  });

  it(`all five together <= ${budgets.allFive} B, and <= ${allFiveBrotliBudget} B brotli`, () => {
    const all = new Set(widgetTags.flatMap((tag) => [...(closures[tag] ?? [])]));
    expect(size(all)).toBeLessThanOrEqual(budgets.allFive);
    console.log(`all five widgets: ${brotliSize(all)} B brotli`);
    expect(brotliSize(all)).toBeLessThanOrEqual(allFiveBrotliBudget);
  });

  it("the theme's CSS is in the shared runtime only, not in each widget's bundle", () => {
    const token = "--hom-color-surface-muted:";
    expect(shared.filter((file) => read(file).includes(token))).toHaveLength(1);
    widgetTags.forEach((tag, index) => {
      expect(read(entries[index] ?? ""), tag).not.toContain(token);
    });
  });

  it("no bundle uses eval or new Function, and none carries React or zod", () => {
    const lazy = widgetTags.flatMap((tag) => [...(closures[tag] ?? [])].flatMap(lazyImports));
    const all = new Set([
      ...widgetTags.flatMap((tag) => [...(closures[tag] ?? [])]),
      ...lazy.flatMap((file) => [...closure(file)]),
      "loader.js",
      "embed.js",
    ]);
    for (const file of all) {
      const code = read(file);
      expect(code, file).not.toMatch(/\beval\(|new Function\(/);
      expect(code, file).not.toMatch(/react\.production|__CLIENT_INTERNALS_DO_NOT_USE/);
      expect(code, file).not.toMatch(/ZodError|\$ZodType/);
    }
  });

  it("no built file carries zod, the npm package's included (the widgets import core's zod-free protocol entry)", () => {
    const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    expect(files.filter((file) => file.startsWith("npm/")).length).toBeGreaterThan(0);
    for (const file of files) expect(read(file), file).not.toMatch(/ZodError|\$ZodType/);
  });
});
