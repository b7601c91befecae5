import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, watchErrors } from "../../scripts/e2e/browser";

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
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("every Storybook story renders without errors", () => {
  // One page for every story, switched the way Storybook's own UI switches them (its channel), rather than a
  // fresh page and a fresh load of the preview bundle per story: the same render, a fifth of the time.
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await browser.newPage();
    errors = watchErrors(page);
    await page.goto(`${baseUrl}/iframe.html?viewMode=story`);
    await page.waitForFunction(() => "__STORYBOOK_PREVIEW__" in window);
    // The preview takes a story once its index has loaded.
    await page.evaluate(() =>
      (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready(),
    );
  });
  afterAll(async () => {
    await page?.close();
  });

  it("has stories to open", () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id]))("%s", async (_name, id) => {
    errors.length = 0;
    const outcome = await page.evaluate(showStory, id);
    // Rendered means the story's root has content or a dialog story's portal is open.
    const rendered = await page.evaluate(
      () =>
        (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0 ||
        document.querySelector('[role="dialog"]') !== null,
    );
    expect({ outcome, rendered, errors }).toEqual({
      outcome: { event: "storyRendered", detail: "" },
      rendered: true,
      errors: [],
    });
  });
});

describe("stories whose text is a requirement", () => {
  it("the dashboard with its API down says so in a sentence, not 'System Online' above a raw body", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}/iframe.html?id=site-dashboard--server-error&viewMode=story`);
      await page.waitForSelector('[data-testid="dashboard"][data-state="error"]', { timeout: 15_000 });
      const text = (await page.textContent('[data-testid="dashboard"]')) ?? "";
      expect(text).toContain("Hub unreachable");
      expect(text).toContain("The hub's overview could not be loaded. Service Unavailable.");
      expect(text).not.toContain("System Online");
      expect(text).not.toContain("503");
    } finally {
      await page.close();
    }
  });
});

/**
 * Runs in the page: asks the preview to show a story and resolves with the first event that ends its render
 * (the names are Storybook's core events), with the error's text when it failed.
 */
function showStory(storyId: string): Promise<{ event: string; detail: string }> {
  type Channel = {
    on(event: string, listener: (payload?: unknown) => void): void;
    off(event: string, listener: (payload?: unknown) => void): void;
    emit(event: string, payload: unknown): void;
  };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  const endings = [
    "storyRendered",
    "storyErrored",
    "storyThrewException",
    "storyMissing",
    "playFunctionThrewException",
  ];
  return new Promise((resolve) => {
    const listeners = endings.map((event) => {
      const listener = (payload?: unknown) => {
        if (event === "storyRendered" && payload !== storyId) return;
        for (const [index, name] of endings.entries()) channel.off(name, listeners[index] as () => void);
        const detail =
          event === "storyRendered"
            ? ""
            : payload instanceof Object && "message" in payload
              ? String((payload as { title?: string; message: string }).message)
              : JSON.stringify(payload ?? event);
        resolve({ event, detail });
      };
      channel.on(event, listener);
      return listener;
    });
    channel.emit("setCurrentStory", { storyId, viewMode: "story" });
  });
}

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
