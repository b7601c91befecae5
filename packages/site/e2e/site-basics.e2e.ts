import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

describe("the site's small things", () => {
  it("serves a real favicon (SVG and ICO), robots.txt and a web app manifest", async () => {
    const expected = [
      ["/favicon.svg", "image/svg+xml"],
      ["/favicon.ico", "image/x-icon"],
      ["/robots.txt", "text/plain"],
      ["/manifest.webmanifest", "application/manifest+json"],
      ["/icon-192.png", "image/png"],
    ] as const;
    for (const [path, type] of expected) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
    const ico = new Uint8Array(await (await fetch(`${baseUrl}/favicon.ico`)).arrayBuffer());
    expect([...ico.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/^User-agent: \*$/m);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe("Hub of Minds");
    expect(manifest.start_url).toBe("/");
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status, icon.src).toBe(200);
  });

  it("links the icons and the manifest from the page", async () => {
    await page.goto(`${baseUrl}/`);
    const links = await page.$$eval("link[rel~=icon], link[rel=manifest]", (found) =>
      found.map((link) => link.getAttribute("href")),
    );
    expect(links).toEqual(expect.arrayContaining(["/favicon.ico", "/favicon.svg", "/manifest.webmanifest"]));
  });

  it("answers 404, not the site's HTML, for unknown static paths", async () => {
    for (const path of ["/assets/index-doesnotexist.js", "/assets/x.css", "/widgets/hom-gone-123.js", "/logo.png"]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: "*/*" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type") ?? "", path).not.toContain("text/html");
    }
  });

  it("shows each route's own description in the one description tag", async () => {
    const pages = [
      ["/", "My Dashboard"],
      ["/customer", "Personality Hub"],
      ["/minds-directory", "Minds Directory"],
      ["/hub", "Unified Hub"],
      ["/browser", "AI Browser"],
    ] as const;
    const seen = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction((expected) => document.title === `${expected} · Hub of Minds`, title);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      const description = (await page.getAttribute('meta[name="description"]', "content")) ?? "";
      expect(description.length, path).toBeGreaterThan(30);
      seen.add(description);
    }
    expect(seen.size).toBe(pages.length);
    // Signed out, /customer's account read is refused (the page shows a sign-in prompt in its place).
    expect(unexpected(errors, [`HTTP 401: ${baseUrl}/api/customers/1`])).toEqual([]);
  });
});
