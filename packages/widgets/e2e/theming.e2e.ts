import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { HostServer } from "../../../scripts/e2e/host-server";
import { hostHtml, openHostPages, waitForDefined, widgetTags } from "./widget-host";

// What a designer reads in custom-elements.json is what the widgets honour.
const manifest = JSON.parse(readFileSync(new URL("../custom-elements.json", import.meta.url), "utf8")) as {
  modules: { declarations: { tagName: string; cssParts: { name: string }[] }[] }[];
};
const partsOf = (tag: string) =>
  manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === tag)
    ?.cssParts ?? [];

const conditionalParts = new Set([
  "toast",
  "new-chat",
  "launcher",
  "panel",
  "close",
  "backdrop",
  "avatar",
  "citations",
  "passage",
  "cite-marker",
  "threads",
  "thread-list",
  "feedback",
]);

const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
openHostPages((opened) => ({ page, errors, host } = opened));
let pages = 0;

const tokens =
  "--hom-font-size: 20px; --hom-space: 30px; --hom-radius-lg: 3px; --hom-color-surface: rgb(1, 2, 3); --hom-font-body: serif";

/** The computed style of a widget's root part. */
const rootStyle = (tag: string) =>
  page.evaluate((name) => {
    const root = document.querySelector(name)?.shadowRoot?.querySelector('[part~="root"]');
    const style = root ? getComputedStyle(root) : undefined;
    return style
      ? {
          fontSize: style.fontSize,
          padding: style.paddingTop,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          font: style.fontFamily,
        }
      : undefined;
  }, tag);

describe("theming", () => {
  it("every widget honours the documented custom properties and has every documented part", async () => {
    const body = widgetTags.map((tag) => `<${tag} theme="dark" seed="2" style="${tokens}"></${tag}>`).join("");
    await page.goto(host.page(`/theming-${++pages}`, hostHtml(baseUrl, widgetTags, body)));
    await waitForDefined(page, widgetTags);
    for (const tag of widgetTags) {
      await page.waitForFunction(
        (name) => document.querySelector(name)?.shadowRoot?.querySelector('[part~="root"]'),
        tag,
      );
      expect(await rootStyle(tag), tag).toEqual({
        fontSize: "20px",
        padding: "30px",
        radius: "3px",
        background: "rgb(1, 2, 3)",
        font: "serif",
      });
      // Parts of other states and modes (the toast, New chat with persist, the launcher's and the popup's, the
      // avatar when one is given, the sources of a cited answer, the threads' parts with a publishable key) are
      // checked where those are opened: chat-element, chat-embed-styles, examples' widget-threads and the chat
      // widget's unit test.
      for (const { name } of partsOf(tag).filter((part) => !conditionalParts.has(part.name))) {
        const found = await page.evaluate(
          ([element, part]) => !!document.querySelector(element)?.shadowRoot?.querySelector(`[part~="${part}"]`),
          [tag, name] as const,
        );
        expect(found, `${tag}::part(${name})`).toBe(true);
      }
    }
    expect(errors).toEqual([]);
  });

  it("light and dark follow the theme attribute, and auto follows prefers-color-scheme", async () => {
    const body = `<hom-consciousness id="light" theme="light" seed="1"></hom-consciousness>
      <hom-consciousness id="dark" theme="dark" seed="1"></hom-consciousness>
      <hom-consciousness id="auto" seed="1"></hom-consciousness>`;
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(host.page(`/theming-${++pages}`, hostHtml(baseUrl, ["hom-consciousness"], body)));
    await waitForDefined(page, ["hom-consciousness"]);
    const surface = (id: string) =>
      page.evaluate((selector) => {
        const root = document.getElementById(selector)?.shadowRoot?.querySelector('[part~="root"]');
        return root ? getComputedStyle(root).backgroundColor : "";
      }, id);
    await page.waitForFunction(() => document.getElementById("auto")?.shadowRoot?.querySelector('[part~="root"]'));
    expect(await surface("light")).toBe("rgb(255, 255, 255)");
    expect(await surface("dark")).toBe("rgb(20, 24, 48)");
    expect(await surface("auto")).toBe("rgb(20, 24, 48)");
    await page.emulateMedia({ colorScheme: "light" });
    expect(await surface("auto")).toBe("rgb(255, 255, 255)");
    expect(errors).toEqual([]);
  });
});
