import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

// One path of each screen: every page must work under the site's CSP (scripts from the hub's files only).
const pages = [
  "/",
  "/agents",
  "/config",
  "/integrations",
  "/monitoring",
  "/logs",
  "/customer",
  "/cluster",
  "/storage",
  "/hub",
  "/admin",
  "/browser",
  "/api-config",
  "/embed",
  "/consciousness",
  "/universal-operations",
  "/idea-cosmos",
  "/human-growth",
  "/agent-zero",
  "/minds-directory",
  "/faq",
  "/support",
  "/admin-portal",
];

describe("the site under its Content-Security-Policy", () => {
  it("serves the built site with no inline script, and a CSP that allows none", async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) => !/\bsrc=/.test(attributes ?? "") || (body ?? "").trim() !== "",
    );
    expect(inline).toEqual([]);
  });

  it("shows every screen without a policy violation", async () => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector("main", { timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      // A library's "may I eval?" probe (zod's JIT check) is refused and falls back; nothing else may be.
      expect(
        violations.filter((violation) => violation !== "script-src eval"),
        path,
      ).toEqual([]);
    }
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  }, 180_000);

  it("lets the /embed page frame its widget preview, and widget frames be framed by any site", async () => {
    const frame = await fetch(`${baseUrl}/widgets/chatgpt`);
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(frame.headers.get("x-frame-options")).toBeNull();
  });
});
