import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { kilobytes, recordScripts } from "../../../scripts/e2e/transfer-size";

const baseUrl = inject("baseUrl");
let page: Page;
openPagePerTest((opened) => ({ page } = opened));

/** Issue 16: the JavaScript a page's first load sends over the wire (brotli), at most; `shows` is its content. */
const budgets = [
  { path: "/", bytes: 90 * 1024, shows: '[data-testid="live-agents"] li' },
  { path: "/customer", bytes: 110 * 1024, shows: '[data-testid="catalogue-group"]' },
  { path: "/minds-directory", bytes: 110 * 1024, shows: 'h1:has-text("Minds Directory")' },
];
/** The loader plus one chat widget on a host page, at most (issue 16). */
const chatWidgetBudget = 18 * 1024;

describe("first-load JavaScript budgets", () => {
  it.each(budgets)("$path sends at most its budget of JavaScript, every script compressed", async (budget) => {
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}${budget.path}`);
    await page.locator(budget.shows).first().waitFor();
    await page.waitForLoadState("networkidle");
    const loaded = await scripts();
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `${budget.path}: ${loaded.length} scripts, ${kilobytes(total)} brotli, budget ${kilobytes(budget.bytes)}`,
    );
    expect(loaded.length).toBeGreaterThan(0);
    // Anything of 256 bytes or more has a brotli copy (scripts/build/precompress.ts).
    expect(loaded.filter((script) => script.encoding !== "br" && script.bytes >= 256)).toEqual([]);
    expect(total).toBeLessThanOrEqual(budget.bytes);
  });

  it("the loader and one <hom-chat> send at most 18 KB of JavaScript to a host page", async () => {
    // Any page of the hub's origin will do as the host; the loader finds the element and imports its bundle.
    await page.goto(`${baseUrl}/robots.txt`);
    const scripts = recordScripts(page);
    await page.setContent(
      `<!doctype html><hom-chat></hom-chat><script type="module" src="${baseUrl}/widgets/loader.js"></script>`,
    );
    await page.waitForFunction(() => customElements.get("hom-chat") !== undefined);
    await page.waitForLoadState("networkidle");
    const loaded = await scripts();
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`loader + hom-chat: ${loaded.length} scripts, ${kilobytes(total)} brotli`);
    expect(loaded.some((script) => script.url.endsWith("/widgets/loader.js"))).toBe(true);
    expect(loaded.some((script) => /\/widgets\/hom-chat-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(chatWidgetBudget);
  });
});
