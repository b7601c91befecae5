import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { bundleUrl, widgetManifest } from "./widget-host";

const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/** A third-party page on another origin that pastes the script tag and the element. */
function hostPage(body: string) {
  return `<!doctype html><html lang="en"><head><title>Host</title>
    <script type="module" src="${bundleUrl(baseUrl, "hom-consciousness")}"></script></head>
    <body>${body}</body></html>`;
}

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
});

let pages = 0;
async function openHost(body: string) {
  await page.goto(host.page(`/host-${++pages}`, hostPage(body)));
  await page.waitForFunction(() => customElements.get("hom-consciousness") !== undefined);
}

describe("<hom-consciousness> on a host page of another origin", () => {
  it("renders the stream in an open shadow root with adopted styles and nothing in <head>", async () => {
    await openHost(`<hom-consciousness theme="dark"></hom-consciousness>`);
    await page.locator("hom-consciousness").getByText("Nonlinear Phase α-7").waitFor();
    const facts = await page.evaluate(() => {
      const element = document.querySelector("hom-consciousness");
      const root = element?.shadowRoot;
      return {
        mode: root?.mode,
        entries: root?.querySelectorAll('[data-testid="stream-entry"]').length,
        sheets: root?.adoptedStyleSheets.length,
        sheetRules: [...(root?.adoptedStyleSheets ?? [])].map((sheet) => sheet.cssRules.length),
        headStyles: document.head.querySelectorAll("style, link[rel=stylesheet]").length,
        text: root?.textContent ?? "",
      };
    });
    expect(facts.mode).toBe("open");
    expect(facts.entries).toBe(8);
    // The runtime's sheet (the theme every widget shares), then the widget's own.
    expect(facts.sheets).toBe(2);
    expect(facts.sheetRules.every((rules) => rules > 3)).toBe(true);
    expect(facts.headStyles).toBe(0);
    expect(facts.text).toContain("Accelerating");
    expect(facts.text).toContain("Coherent");
    expect(errors).toEqual([]);
  });

  it("runs several instances independently and stops when removed", async () => {
    await openHost(`<hom-consciousness seed="1"></hom-consciousness><hom-consciousness seed="2"></hom-consciousness>`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("hom-consciousness")].every(
        (el) => el.shadowRoot?.querySelectorAll('[data-testid="stream-entry"]').length === 8,
      ),
    );
    const names = await page.evaluate(() =>
      [...document.querySelectorAll("hom-consciousness")].map((el) =>
        [...(el.shadowRoot?.querySelectorAll('[data-testid="stream-entry"]') ?? [])]
          .map((li) => li.textContent)
          .join("|"),
      ),
    );
    expect(names[0]).not.toBe(names[1]);
    const removed = await page.evaluate(() => {
      const element = document.querySelector("hom-consciousness");
      element?.remove();
      return element?.shadowRoot?.childElementCount ?? -1;
    });
    expect(removed).toBe(0);
    expect(errors).toEqual([]);
  });

  it("serves the hashed bundle with CORS, cached forever, and without React inside", async () => {
    const response = await fetch(bundleUrl(baseUrl, "hom-consciousness"));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const code = await response.text();
    expect(code).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.production/);
    expect(code).not.toContain("__HOM_WIDGET_CSS__");
    expect(code).not.toContain("__HOM_WIDGET_SHARED_CSS__");
    const file = widgetManifest()["hom-consciousness"];
    const localBuild = readFileSync(new URL(`../dist/${file}`, import.meta.url), "utf8");
    expect(code).toBe(localBuild);
  });
});
