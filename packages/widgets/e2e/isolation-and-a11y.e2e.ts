import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchBrowser, watchErrors } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { comparePngs } from "./png-diff";
import { axeSource, hostHtml, type WidgetTag, waitForDefined, widgetTags } from "./widget-host";

const baseUrl = inject("baseUrl");
let host: HostServer;
let browser: Browser;
let page: Page;
let errors: string[];
let pages = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  host = await startHostServer();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 900, height: 1400 } });
  errors = watchErrors(page);
  return () => page.close();
});

// A host page at war with its guests: resets everything, forces fonts and colours, reuses class-like names
// and transforms the ancestors.
const hostileCss = `<style>
  * { all: unset; }
  * { font-family: "Comic Sans MS", cursive !important; color: #f0f !important; font-size: 31px !important;
      line-height: 3 !important; letter-spacing: 4px !important; text-transform: uppercase !important; }
  section, button, h2, li, ol, ul, p, dl, dd, dt, header, input, select, textarea { border: 5px dashed red !important; padding: 20px !important; background: yellow !important; }
  .root, .header, .title, .card, .button { display: none !important; }
  .wrap { transform: translate(0, 0); display: block; }
</style>`;

const fixed = (tag: WidgetTag) =>
  `<div class="wrap"><${tag} theme="dark" seed="4" style="display:block;width:560px"></${tag}></div>`;

async function shot(tag: WidgetTag, head: string): Promise<Buffer> {
  await page.goto(host.page(`/iso-${++pages}`, hostHtml(baseUrl, [tag], fixed(tag), head)));
  await waitForDefined(page, [tag]);
  await page.waitForFunction((name) => (document.querySelector(name)?.shadowRoot?.textContent ?? "").length > 20, tag);
  return page.locator(tag).screenshot({ animations: "disabled" });
}

describe("isolation", () => {
  // Consciousness and chat show the current time, so the deterministic widgets are compared pixel for pixel.
  for (const tag of ["hom-personalities", "hom-agent-zero"] as const) {
    it(`${tag} renders on a hostile page exactly as on a blank page`, async () => {
      const blank = await shot(tag, "");
      const hostile = await shot(tag, hostileCss);
      if (process.env.HOM_SAVE_SHOTS) {
        const { writeFileSync } = await import("node:fs");
        writeFileSync(`/tmp/${tag}-blank.png`, blank);
        writeFileSync(`/tmp/${tag}-hostile.png`, hostile);
      }
      // The transformed ancestor may shift anti-aliasing by a step on rounded corners; layout, fonts and
      // colours must not change, so at most a handful of pixels may differ, each only slightly.
      const diff = comparePngs(blank, hostile);
      expect(diff.sameSize).toBe(true);
      expect(diff.differing).toBeLessThan(diff.total / 2000);
      expect(diff.maxDelta).toBeLessThanOrEqual(48);
      expect(errors).toEqual([]);
    });
  }

  it("the widgets change nothing in the host page's styles", async () => {
    const probe = () =>
      page.evaluate(() => {
        const p = document.getElementById("probe") as HTMLElement;
        const style = getComputedStyle(p);
        return {
          font: style.fontFamily,
          color: style.color,
          size: style.fontSize,
          box: style.boxSizing,
          sheets: document.styleSheets.length,
          adopted: document.adoptedStyleSheets.length,
        };
      });
    await page.goto(
      host.page(
        `/iso-${++pages}`,
        `<!doctype html><html lang="en"><head><title>Probe</title></head><body><p id="probe" class="root">Host text</p></body></html>`,
      ),
    );
    const before = await probe();
    await page.goto(
      host.page(
        `/iso-${++pages}`,
        hostHtml(
          baseUrl,
          widgetTags,
          `<p id="probe" class="root">Host text</p>${widgetTags.map((tag) => `<${tag}></${tag}>`).join("")}`,
        ),
      ),
    );
    await waitForDefined(page, widgetTags);
    expect(await probe()).toEqual(before);
  });
});

describe("accessibility (axe-core)", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`no violations for any widget in the ${theme} theme`, async () => {
      const body = widgetTags.map((tag) => `<${tag} theme="${theme}" seed="2"></${tag}>`).join("");
      await page.goto(host.page(`/axe-${++pages}`, hostHtml(baseUrl, widgetTags, body)));
      await waitForDefined(page, widgetTags);
      await page.waitForFunction(() =>
        [...document.querySelectorAll("main > *")].every((el) => (el.shadowRoot?.textContent ?? "").length > 20),
      );
      await page.addScriptTag({ content: axeSource() });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(context: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
          }
        ).axe;
        const result = await axe.run(document.querySelector("main"));
        return result.violations.map(
          (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
      });
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
