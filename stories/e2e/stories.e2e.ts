import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchErrors } from "../../scripts/e2e/browser";

const storybookDir = fileURLToPath(new URL("../dist", import.meta.url));
const indexFile = `${storybookDir}/index.json`;
if (!existsSync(indexFile)) throw new Error("Storybook is not built: run `npm run build:storybook` first");
const index: { entries: Record<string, { id: string; type: string; title: string; name: string }> } = JSON.parse(
  readFileSync(indexFile, "utf8"),
);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

let server: PreviewServer;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  server = await preview({
    configFile: false,
    root: fileURLToPath(new URL("..", import.meta.url)),
    build: { outDir: "dist" },
    preview: { port: 0, host: "127.0.0.1", open: false },
    logLevel: "error",
  });
  baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? "";
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("every Storybook story renders without errors", () => {
  it("has stories to open", () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id]))("%s", async (_name, id) => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story`);
      // Rendered means the story's root has content, a dialog story's portal is open, or Storybook shows its
      // error display.
      await page.waitForFunction(
        () =>
          (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0 ||
          document.querySelector('[role="dialog"]') !== null ||
          document.body.classList.contains("sb-show-errordisplay"),
      );
      const failed = await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay"));
      const shown = failed ? await page.locator("#error-message").textContent() : "";
      expect({ renderError: shown, errors }).toEqual({ renderError: "", errors: [] });
    } finally {
      await page.close();
    }
  });
});

describe("the widgets' docs pages (autodocs from the Custom Elements Manifest)", () => {
  const docs = Object.values(index.entries).filter(
    (entry) => entry.type === "docs" && entry.title.startsWith("Widgets/"),
  );

  it("exist for the five widgets", () => {
    expect(docs.map((entry) => entry.title).sort()).toEqual([
      "Widgets/AI Personalities",
      "Widgets/Agent Zero",
      "Widgets/ChatGPT",
      "Widgets/Consciousness Stream",
      "Widgets/Idea Cosmos",
    ]);
  });

  it("show the chat's attributes with controls, its events, parts and CSS custom properties", async () => {
    const entry = docs.find((candidate) => candidate.title === "Widgets/ChatGPT");
    const page = await browser.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${baseUrl}/iframe.html?id=${entry?.id}&viewMode=docs`);
      const table = page.locator(".docblock-argstable").first();
      await table.waitFor();
      const text = await table.textContent();
      for (const expected of ["attributes", "events", "css parts", "css custom properties"]) {
        expect(text?.toLowerCase(), expected).toContain(expected);
      }
      // Categories start collapsed only when asked; the rows are there to read.
      for (const expected of ["apiBase", "hom-message", "::part(messages)", "--hom-font-size", "--hom-space"]) {
        expect(text, expected).toContain(expected);
      }
      expect(await table.locator("select").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
