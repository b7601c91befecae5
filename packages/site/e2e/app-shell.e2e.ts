import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { siteRoutes } from "../src/routing/site-route-list";
import { signInThroughDialog } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");

/** How far the page reaches past the viewport's right edge, and the widest offenders when it does. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    // Content inside its own scroller (the top bar's links, a code block) may run past the edge: it scrolls there.
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      return false;
    };
    for (const element of document.querySelectorAll("body *")) {
      if (insideScroller(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && culprits.length < 5)
        culprits.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 30)} ${box.right}`);
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
}

describe("the app shell on a phone (390 px)", () => {
  let page: Page;
  openPagePerTest((opened) => ({ page } = opened), { viewport: { width: 390, height: 844 } });

  it.each(siteRoutes.map((route) => route.paths[0] ?? "/"))("%s does not scroll sideways", async (path) => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.locator("main#main").waitFor();
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  });

  it("opens the sidebar as a drawer, follows a link and closes", async () => {
    await page.goto(`${baseUrl}/faq`);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const sidebar = page.getByRole("complementary", { name: "Site menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await sidebar.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await sidebar.getByRole("link", { name: "Support Center" }).click();
    await page.waitForURL(`${baseUrl}/support`);
    await page.getByRole("heading", { name: "Support Center", level: 1 }).waitFor();
    await sidebar.waitFor({ state: "hidden" });
    await menu.click();
    await page.keyboard.press("Escape");
    await sidebar.waitFor({ state: "hidden" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the app shell on a wide screen", () => {
  let page: Page;
  openPagePerTest((opened) => ({ page } = opened), { viewport: { width: 1440, height: 900 } });

  it.each([
    ["/", "My Dashboard"],
    ["/customer", "Personalities"],
    ["/customer/usage", "API Usage"],
    ["/storage", "YAML Storage"],
    ["/56-personalities", "Minds Directory"],
    ["/contact", "Support Center"],
    ["/portal", "Administrator Portal"],
    ["/embed", "Embed a Widget"],
  ])("shows the one sidebar at %s with %s current", async (path, current) => {
    await page.goto(`${baseUrl}${path}`);
    const nav = page.getByRole("navigation", { name: "Site" });
    await nav.waitFor();
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([current]);
    await expect(page.getByText("Online & Monitoring").isVisible()).resolves.toBe(true);
  });

  it("keeps the spec's top bar only on the pages it belongs to", async () => {
    await page.goto(`${baseUrl}/browser`);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.goto(`${baseUrl}/monitoring`);
    await page.getByRole("navigation", { name: "Site" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
  });

  it("collapses the sidebar and remembers it", async () => {
    await page.goto(`${baseUrl}/logs`);
    const sidebar = page.getByRole("complementary", { name: "Site menu" });
    await sidebar.waitFor();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await sidebar.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await sidebar.waitFor();
  });

  it("says who is signed in and signs out, in one corner", async () => {
    await page.goto(`${baseUrl}/hub`);
    const corner = page.getByRole("region", { name: "Account" });
    await corner.getByRole("button", { name: "Sign in" }).click();
    await signInThroughDialog(page, adminPassword);
    await corner.getByText("Signed in as Administrator").waitFor();
    await page.goto(`${baseUrl}/admin-portal`);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await corner.getByRole("button", { name: "Sign out" }).click();
    await corner.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await corner.getAttribute("data-state")).toBe("signed-out");
  });
});
