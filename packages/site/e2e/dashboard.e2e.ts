import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

describe("the dashboard slice", () => {
  it("fills the four stat cards from the server's overview", async () => {
    const overview = await (await fetch(`${baseUrl}/api/dashboard/overview`)).json();
    expect(overview.agents.active).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { name: "My AI Personality Hub" }).waitFor();
    expect(await page.getByTestId("stat-agents").textContent()).toBe(String(overview.agents.active));
    expect(await page.getByTestId("stat-insights").textContent()).toBe(overview.breakthroughs.toLocaleString("en-US"));
    expect(await page.getByTestId("stat-knowledge").textContent()).toBe(String(overview.knowledgeBase.size));
    expect(await page.getByTestId("stat-apps").textContent()).toBe(
      `${overview.integrations.connected}/${overview.integrations.total}`,
    );
    await expect(page.getByText("System Online").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the sidebar with the active item and the Agent Zero footer", async () => {
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole("navigation", { name: "Site" }).getByRole("list", { name: "My hub" });
    await nav.waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "My Dashboard",
      "My AI Personalities",
      "Personality Config",
      "My Integrations",
      "Performance",
      "Activity History",
    ]);
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["My Dashboard"]);
    await expect(page.getByText("Online & Monitoring").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the 404 texts for an unknown path", async () => {
    await page.goto(`${baseUrl}/no-such-place`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expect(page.getByText("Did you forget to add the page to the router?").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("answers an unknown API path with JSON 404, not the site", async () => {
    const response = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "route_not_found",
      message: "No API route for GET /api/no-such-thing",
    });
  });
});
