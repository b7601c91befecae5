import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { axeViolations, signInThroughDialog, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/** Each route and the element that says it has loaded its data. */
const routes: [string, string][] = [
  ["/", '[data-testid="config-files"]'],
  ["/agents", '[data-testid="agent-row"]'],
  ["/config", ".cm-content"],
  ["/integrations", '[data-testid="integration-row"]'],
  ["/monitoring", '[data-testid="chart-cpu"]'],
  ["/logs", "h1"],
  ["/customer", '[data-testid="personality-card"]'],
  ["/cluster", '[data-testid="app-card"]'],
  ["/yaml-storage", '[data-testid="container-card"]'],
  ["/hub", '[data-testid="hub-entry"]'],
  ["/admin", '[data-testid="config-files"]'],
  ["/browser", '[aria-label="Chat messages"], textarea'],
  ["/api-config", "h1"],
  ["/embed", "h1"],
  ["/conversations", "h1"],
  ["/consciousness", "h1"],
  ["/universal-operations", "h1"],
  ["/idea-cosmos", "h1"],
  ["/human-growth", "h1"],
  ["/agent-zero", "h1"],
  ["/minds-directory", "h1"],
  ["/faq", "h1"],
  ["/support", "h1"],
  ["/admin-portal", "h1"],
  ["/no-such-page", "h1"],
];

describe("axe-core finds no violations", () => {
  for (const width of [360, 1280]) {
    it.each(routes)(`%s at ${width} px`, async (route, ready) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl}${route}`);
      // A config file's content is the administrator's: signed out, the editor asks to sign in first.
      if (route === "/config") await signInThroughDialog(page, adminPassword);
      await page.locator(ready).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Signed out, /config's provider status and /customer's account are refused: each shows a sign-in prompt.
      const signedOut: Record<string, string> = {
        "/config": "/api/providers/status",
        "/customer": "/api/customers/1",
        "/api-config": "/api/providers/status",
        "/embed": "/api/customers/1/publishable-keys",
      };
      const refused = signedOut[route];
      const allowed = refused ? [`HTTP 401: ${baseUrl}${refused}`, `HTTP 401: ${baseUrl}/api/config/`] : [];
      expect(unexpected(errors, allowed)).toEqual([]);
    });
  }

  it("with the sidebar open as a drawer on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("complementary", { name: "Site menu" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("in the open YAML editor dialog", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "Edit Configurations" }).click();
    await signInThroughDialog(page, adminPassword);
    await page.locator(".cm-content").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
