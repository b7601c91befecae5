import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchBrowser, watchErrors } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.newPage();
  errors = watchErrors(page);
  return () => page.close();
});

describe("/browser", () => {
  it("shows the five platforms, the feature badges, the sessions and the ChatGPT panel", async () => {
    await page.goto(`${baseUrl}/ai-browser`);
    await page.getByRole("heading", { name: "AI Browser Hub" }).waitFor();
    const platforms = page.getByRole("region", { name: "Platforms" });
    for (const name of ["ChatGPT", "Claude", "Perplexity", "Gemini", "Copilot"]) {
      await expect(platforms.getByRole("button", { name: new RegExp(`^${name}`) }).count()).resolves.toBe(1);
    }
    for (const badge of ["Ad Blocker Active", "Privacy Mode Enabled", "Auto-fill Ready", "Session Save On"]) {
      await expect(page.getByText(badge).isVisible()).resolves.toBe(true);
    }
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "main",
      "research",
      "coding",
      "writing",
      "analysis",
    ]);
    await page.getByRole("button", { name: "Reset conversation" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("opens other platforms as a placeholder with a new-tab link, and keeps history", async () => {
    await page.goto(`${baseUrl}/browser`);
    await page.getByRole("button", { name: /^Claude/ }).click();
    const open = page.getByRole("link", { name: "Open Claude" });
    await open.waitFor();
    expect(await open.getAttribute("target")).toBe("_blank");
    expect(await open.getAttribute("rel")).toContain("noopener");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Reset conversation" }).waitFor();
    await page.getByRole("button", { name: "Forward" }).click();
    await open.waitFor();

    const address = page.getByLabel("Address");
    await address.fill("gemini.google.com");
    await address.press("Enter");
    await page.getByRole("link", { name: "Open Gemini" }).waitFor();
    expect(await address.inputValue()).toBe("https://gemini.google.com/");
    expect(errors).toEqual([]);
  });
});
