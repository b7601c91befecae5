import { mindsDirectoryCards } from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
openPagePerTest((opened) => ({ page } = opened));

describe("talking to a personality", () => {
  it("opens the AI Browser's chat in a catalogue personality's voice from its card", async () => {
    await page.goto(`${baseUrl}/customer`);
    const card = page.getByTestId("personality-card").first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    expect(name.length).toBeGreaterThan(0);
    await card.getByRole("link", { name: `Chat with ${name}` }).click();
    await page.waitForURL(/\/browser\?personality=/);
    expect(await page.getByTestId("chat-persona").textContent()).toBe(`Chatting with ${name}`);
  });

  it("opens it from the minds directory's overlay", async () => {
    const mind = mindsDirectoryCards()[3];
    if (!mind) throw new Error("directory too small");
    await page.goto(`${baseUrl}/minds-directory`);
    await page.getByRole("button", { name: new RegExp(`^${mind.name}`) }).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: `Chat with ${mind.name}` })
      .click();
    await page.waitForURL(`${baseUrl}/browser?personality=${encodeURIComponent(mind.id)}`);
    expect(await page.getByTestId("chat-persona").textContent()).toBe(`Chatting with ${mind.name}`);
  });

  it("searches /customer's catalogue and filters it by category", async () => {
    await page.goto(`${baseUrl}/customer`);
    const cards = page.getByTestId("personality-card");
    // The first group paints first, the others a moment later (a render React may interrupt).
    await page.locator('[data-testid="personality-catalogue"][data-state="ready"]').waitFor();
    const all = await cards.count();
    await page.getByLabel("Category").selectOption("finance");
    await expect.poll(() => page.getByTestId("catalogue-group").count()).toBe(1);
    await page.locator('[data-testid="personality-catalogue"][data-state="ready"]').waitFor();
    const finance = await cards.count();
    expect(finance).toBeGreaterThan(0);
    expect(finance).toBeLessThan(all);
    await page.getByLabel("Search personalities").fill("zzz-nothing-like-this");
    await page.getByText("No personalities match").waitFor();
    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Search personalities").fill("");
    await expect.poll(() => cards.count()).toBe(all);
  });
});
