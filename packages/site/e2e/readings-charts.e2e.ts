import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { readingLevel } from "../src/ui/reading-thresholds";
import { axeViolations } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/**
 * Holds the hub's answers to `pattern` until `release()`; the first `pass` requests go through at once. The
 * answers are the real server's, only later: the test decides when "before data" ends instead of racing a poll.
 */
async function holdAnswers(pattern: RegExp, pass = 0) {
  const held: Route[] = [];
  let open = false;
  let passed = 0;
  await page.route(pattern, async (route) => {
    if (open || passed < pass) {
      passed++;
      await route.continue();
    } else held.push(route);
  });
  return {
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

describe("the dashboard's charts", () => {
  it("shows skeleton cards while it loads, placeholders while it collects, then draws with thresholds", async () => {
    const overview = await holdAnswers(/\/api\/dashboard\/overview$/);
    // The first metrics poll answers; the second waits, so the charts stay in "collecting" until the test says.
    const metrics = await holdAnswers(/\/api\/system\/metrics$/, 1);
    await page.goto(`${baseUrl}/`);

    const dashboard = page.getByTestId("dashboard");
    await page.locator('[data-testid="dashboard"][data-state="loading"]').waitFor();
    expect(await page.getByTestId("dashboard-loading").textContent()).toBe("Loading Your Hub of Minds...");
    // The shape of what loads: the seven cards' skeletons, nothing drawn yet.
    expect(await dashboard.getByTestId("skeleton-card").count()).toBe(7);
    expect(await dashboard.locator("canvas").count()).toBe(0);

    await overview.release();
    await page.locator('[data-testid="dashboard"][data-state="ready"]').waitFor();
    const health = page.getByTestId("system-health");
    const healthCharts = health.getByTestId("line-chart");
    await health.locator('[data-testid="line-chart"][data-state="collecting"]').first().waitFor();
    expect(await healthCharts.count()).toBe(2);
    expect(await health.locator('[data-testid="line-chart"][data-state="collecting"]').count()).toBe(2);
    expect(await health.getByTestId("chart-skeleton").first().textContent()).toContain("Collecting readings");
    expect(await health.locator("canvas").count()).toBe(0);

    // Each real reading's bar has its level (a 97% is not coloured like a 7%) and the two threshold marks.
    for (const testId of ["health-cpu", "health-memory"]) {
      const gauge = health.locator(`[data-level]:has([data-testid="${testId}"])`);
      // Level and reading read in one go: a live reading arriving between two reads failed the run of 18e98cc.
      const shown = await gauge.evaluate((element, id) => {
        const text = element.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
        return { level: element.getAttribute("data-level"), percent: Number.parseFloat(text) };
      }, testId);
      expect(shown.level).toBe(readingLevel(shown.percent));
    }
    expect(await health.getByTestId("threshold-mark").count()).toBe(6);

    await metrics.release();
    await health.locator('[data-testid="line-chart"][data-state="ready"]').nth(1).waitFor({ timeout: 15_000 });
    expect(await health.locator("canvas").count()).toBeGreaterThanOrEqual(2);
    expect(Number(await healthCharts.first().getAttribute("data-points"))).toBeGreaterThanOrEqual(2);
    expect(await health.getByTestId("chart-skeleton").count()).toBe(0);
    // The threshold lines are in the chart's legend and its text summary.
    await expect(health.getByText("Critical 90%").first().isVisible()).resolves.toBe(true);
    await expect(health.getByText("Critical 2.7 GB/s").first().isVisible()).resolves.toBe(true);
    expect(await healthCharts.first().locator("figcaption").textContent()).toMatch(
      /thresholds Warning 80% 80, Critical 90% 90/,
    );

    // The queue over time: its four counts as lines once a second overview has come (the socket's metric
    // broadcasts refresh it every few seconds).
    const queue = page.getByTestId("message-queue");
    await queue.locator('[data-testid="line-chart"][data-state="ready"]').waitFor({ timeout: 20_000 });
    expect(await queue.locator("canvas").count()).toBe(1);
    for (const label of ["Pending", "Processing", "Completed", "Failed"]) {
      expect(await queue.locator(".u-legend").getByText(label, { exact: true }).count()).toBe(1);
    }
    // Drawn charts (uPlot's legends, the level badges) keep the page accessible.
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("/monitoring draws the dashboard's history: going there finds the charts already drawn", async () => {
    await page.goto(`${baseUrl}/`);
    const health = page.getByTestId("system-health");
    await health.locator('[data-testid="line-chart"][data-state="ready"]').first().waitFor({ timeout: 20_000 });
    const points = Number(await health.getByTestId("line-chart").first().getAttribute("data-points"));

    // A link, not a reload: the same app, the same history.
    await page.getByRole("link", { name: "Performance" }).first().click();
    const cpu = page.getByTestId("chart-cpu");
    await cpu.waitFor();
    expect(await page.getByTestId("monitoring-host").getAttribute("data-state")).toBe("ready");
    expect(Number(await cpu.getByTestId("line-chart").getAttribute("data-points"))).toBeGreaterThanOrEqual(points);
    expect(await cpu.getByTestId("chart-skeleton").count()).toBe(0);
    await cpu.locator('[data-testid="line-chart"][data-state="ready"]').waitFor();
    expect(await cpu.locator("canvas").count()).toBe(1);
    // The latest figure is the dashboard's reading, with the same level.
    const latest = Number.parseFloat((await page.getByTestId("chart-cpu-latest").textContent()) ?? "");
    const badge = cpu.getByTestId("reading-level");
    const level = readingLevel(latest);
    expect(await badge.count()).toBe(level === "normal" ? 0 : 1);
    if (level !== "normal") expect(await badge.getAttribute("data-level")).toBe(level);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("/monitoring shows chart-card skeletons before its first readings", async () => {
    const answers = await holdAnswers(/\/api\/(system\/metrics|dashboard\/overview)$/);
    await page.goto(`${baseUrl}/monitoring`);
    const host = page.locator('[data-testid="monitoring-host"][data-state="loading"]');
    await host.waitFor();
    expect(await host.getByTestId("skeleton-card").count()).toBe(3);
    expect(await page.locator('[data-testid="monitoring-queue"][data-state="loading"]').count()).toBe(1);
    await answers.release();
    await page.locator('[data-testid="monitoring-host"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="monitoring-queue"][data-state="ready"]').waitFor();
    expect(await page.getByTestId("skeleton-card").count()).toBe(0);
    expect(await page.getByTestId("chart-cpu-latest").textContent()).toMatch(/^\d+(\.\d+)?%$/);
    expect(errors).toEqual([]);
  });
});
