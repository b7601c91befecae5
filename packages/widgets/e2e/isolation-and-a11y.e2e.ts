import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPagePerTest, watchErrors } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { comparePngs } from "./png-diff";
import { axeSource, hostHtml, shadowText, type WidgetTag, waitForDefined, widgetTags } from "./widget-host";

const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
const viewport = { width: 900, height: 1400 };
const session = openPagePerTest((opened) => ({ page, errors } = opened), { viewport });
let pages = 0;

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
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

// The hostile reset takes body's margin away; the blank page does the same, because Chromium anti-aliases
// rounded corners slightly differently at another x offset. Margins are not inherited: nothing else changes.
const blankCss = "<style>body { margin: 0; }</style>";

const fixed = (tag: WidgetTag) =>
  `<div class="wrap"><${tag} theme="dark" seed="4" style="display:block;width:560px"></${tag}></div>`;

// Content must not differ between the two pages: the widgets with random content take `seed="4"` above, and
// every page runs on this paused fake clock, so the times shown (chat's welcome message, stream entries,
// ripples) are the same and no engine tick (agent zero every 3 s, streams every 5 s) lands before a shot.
const frozenAt = new Date("2026-03-14T09:26:53Z").getTime();
// Fake time run once the element is defined: enough for the frames effects wait for, less than any tick.
const settleMs = 1000;

interface Shot {
  png: Buffer;
  errors: string[];
  text: string;
}

/** A screenshot of the widget's box, each on a fresh page (the fake clock belongs to the page's context). */
async function shot(tag: WidgetTag, head: string): Promise<Shot> {
  const shotPage = await session.browser.newPage({ viewport });
  const shotErrors = watchErrors(shotPage);
  try {
    // The installed clock runs until paused, and can only be paused in its future.
    await shotPage.clock.install({ time: frozenAt - 60_000 });
    await shotPage.clock.pauseAt(frozenAt);
    await shotPage.goto(host.page(`/iso-${++pages}`, hostHtml(baseUrl, [tag], fixed(tag), head)));
    await waitForDefined(shotPage, [tag]);
    await shotPage.clock.runFor(settleMs);
    await shotPage.waitForFunction(
      (name) => (document.querySelector(name)?.shadowRoot?.textContent ?? "").length > 20,
      tag,
    );
    const png = await shotPage.locator(tag).screenshot({ animations: "disabled" });
    return { png, errors: shotErrors, text: await shadowText(shotPage, tag) };
  } finally {
    await shotPage.close();
  }
}

describe("isolation", () => {
  for (const tag of widgetTags) {
    it(`${tag} renders on a hostile page exactly as on a blank page`, async () => {
      const blank = await shot(tag, blankCss);
      const hostile = await shot(tag, hostileCss);
      if (process.env.HOM_SAVE_SHOTS) {
        const { writeFileSync } = await import("node:fs");
        writeFileSync(`/tmp/${tag}-blank.png`, blank.png);
        writeFileSync(`/tmp/${tag}-hostile.png`, hostile.png);
      }
      // Same content first, so a pixel difference can only come from styles leaking in.
      expect(hostile.text).toBe(blank.text);
      // The widget sits lower on the hostile page (the reset shows the head's text), which may shift
      // anti-aliasing by a step on rounded corners; layout, fonts and
      // colours must not change, so at most a handful of pixels may differ, each only slightly.
      const diff = comparePngs(blank.png, hostile.png);
      expect(diff.sameSize).toBe(true);
      expect(diff.differing).toBeLessThan(diff.total / 2000);
      expect(diff.maxDelta).toBeLessThanOrEqual(48);
      expect([...blank.errors, ...hostile.errors]).toEqual([]);
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
