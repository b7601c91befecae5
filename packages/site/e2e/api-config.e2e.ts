import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { standInHubPerFile } from "../../../scripts/e2e/stand-in-hub";
import { axeViolations, signInThroughDialog, unexpected } from "./hub-e2e-helpers";

// A hub of this file's own: saving a provider key changes what every page of a hub offers (the chat's models),
// and other files of the run share the run's server.
const own = standInHubPerFile("api-config", "unused");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const key = "hf_e2e-never-shown-whole-Q7w3";

/** Title and description of the toast with this title (the toaster marks each toast with its variant). */
async function toast(title: string): Promise<{ title: string; description: string }> {
  const found = page.locator("[data-variant]").filter({ hasText: title }).first();
  await found.waitFor();
  return {
    title: ((await found.locator(":scope > :nth-child(1)").textContent()) ?? "").trim(),
    description: ((await found.locator(":scope > :nth-child(2)").textContent()) ?? "").trim(),
  };
}

describe("API Configuration (/api-config) against the real server", () => {
  it("signs in on Test, refuses an empty key, reports the unreachable provider, saves showing only the last 4", async () => {
    await page.goto(`${own.hub.baseUrl}/api-config`);
    await page.getByRole("heading", { level: 1, name: "API Configuration" }).waitFor();
    // Without a session the overview asks for one instead of showing saved keys.
    await page.getByTestId("status-sign-in").waitFor();

    const form = page.getByTestId("key-form-huggingface");
    const input = form.getByLabel("HuggingFace API key");
    const test = form.getByRole("button", { name: "Test" });
    const save = form.getByRole("button", { name: "Save" });
    expect(await input.getAttribute("type")).toBe("password");
    expect(await form.getByTestId("connection-badge").textContent()).toBe("Disconnected");
    expect(await test.isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    await input.fill(key);
    await test.click();
    await signInThroughDialog(page, own.adminPassword);

    // The server has no network: its call to HuggingFace fails with a readable reason, shown in the toast.
    const failure = await toast("Connection failed");
    expect(failure.title).toBe("Connection failed");
    expect(failure.description).toMatch(/\w/);
    // The server's reason, not the bare fallback, and never the key.
    expect(failure.description).not.toBe("Connection failed");
    expect(failure.description).not.toContain(key);
    await form.getByRole("button", { name: "Test" }).waitFor();
    expect(await form.getByTestId("connection-badge").textContent()).toBe("Disconnected");
    // Signed in now, so the overview loads.
    await page.getByTestId("status-huggingface").waitFor();
    expect(await page.getByTestId("status-huggingface").textContent()).toContain("No key saved");

    await input.fill("");
    expect(await test.isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    await input.fill(key);
    await save.click();
    expect(await toast("Configuration saved")).toEqual({
      title: "Configuration saved",
      description: "API key has been saved securely",
    });
    expect(await input.inputValue()).toBe("");
    await page.getByTestId("status-huggingface").getByTestId("saved-key").waitFor();
    expect(await page.getByTestId("status-huggingface").getByTestId("saved-key").textContent()).toBe("••••Q7w3");
    expect(await page.locator("body").textContent()).not.toContain(key);
    expect(await page.content()).not.toContain(key);

    const response = await page.request.get(`${own.hub.baseUrl}/api/providers/status`);
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(key);
    const list = JSON.parse(body) as { provider: string; configured: boolean; last4: string | null }[];
    expect(list.find((entry) => entry.provider === "huggingface")).toMatchObject({ configured: true, last4: "Q7w3" });

    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(errors, ["/api/providers/status", "/api/test-api/huggingface"])).toEqual([]);
  }, 60_000);

  it("fits 360 px with the models, capabilities and setup guide of each tab, axe-clean", async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${own.hub.baseUrl}/api-config`);
    await page.getByRole("tab", { name: "PEO (Google)" }).click();
    expect(await page.getByTestId("models-peo").locator("li > span:first-child").allTextContents()).toEqual([
      "Gemini Pro",
      "PaLM Chat",
      "Code Generator",
      "Data Analyst",
    ]);
    expect(await page.getByTestId("setup-peo").locator("li").count()).toBe(4);
    expect(await page.getByTestId("capabilities-peo").locator("li").count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(errors, ["/api/providers/status"])).toEqual([]);
  });
});
