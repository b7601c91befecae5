import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type OpenedPage, openPagePerTest } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";

/** The widgets build's manifest: `{ "hom-chat": "hom-chat-<hash>.js", frame: ..., ... }`. */
export function widgetManifest(): Record<string, string> {
  const file = new URL("../dist/manifest.json", import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

export const widgetTags = [
  "hom-consciousness",
  "hom-personalities",
  "hom-chat",
  "hom-idea-cosmos",
  "hom-agent-zero",
] as const;
export type WidgetTag = (typeof widgetTags)[number];

/** The hashed URL of a tag's bundle on the hub. */
export function bundleUrl(baseUrl: string, tag: WidgetTag): string {
  const file = widgetManifest()[tag];
  if (!file) throw new Error(`${tag} is missing from dist/manifest.json: build the widgets first`);
  return `${baseUrl}/widgets/${file}`;
}

/** A third-party page that pastes the script tags of `tags` and `body`. */
export function hostHtml(baseUrl: string, tags: readonly WidgetTag[], body: string, head = ""): string {
  const scripts = tags.map((tag) => `<script type="module" src="${bundleUrl(baseUrl, tag)}"></script>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>${head}
${scripts}</head><body><main>${body}</main></body></html>`;
}

export async function waitForDefined(page: Page, tags: readonly WidgetTag[]): Promise<void> {
  await page.waitForFunction((names) => names.every((name) => customElements.get(name) !== undefined), [...tags]);
}

/** Text inside an element's shadow root (the first matching element). */
export function shadowText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => document.querySelector(sel)?.shadowRoot?.textContent ?? "", selector);
}

export const axeSource = () =>
  readFileSync(new URL("../../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

/**
 * The usual set-up of a file that opens host pages: one host server (another origin than the hub's) for the
 * file and a fresh page per test, handed over as in openPagePerTest: `openHostPages((o) => ({ page, errors,
 * host } = o))`.
 */
export function openHostPages(onPage: (opened: OpenedPage & { host: HostServer }) => void): void {
  let host: HostServer | undefined;
  beforeAll(async () => {
    host = await startHostServer();
  });
  afterAll(async () => {
    await host?.close();
  });
  openPagePerTest((opened) => {
    if (!host) throw new Error("the host server has not started");
    onPage({ ...opened, host });
  });
}
