import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { downloadedText, openPagePerTest } from "../../../scripts/e2e/browser";
import { signInThroughDialog } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
openPagePerTest((opened) => ({ page } = opened));

describe("the storage manager's figures", () => {
  it("shows as many containers as its Containers statistic counts", async () => {
    const statistics = (await (await fetch(`${baseUrl}/api/yaml-storage/statistics`)).json()) as { containers: number };
    await page.goto(`${baseUrl}/yaml-storage`);
    await page.getByTestId("container-card").first().waitFor();
    await expect.poll(() => page.getByTestId("container-card").count()).toBe(statistics.containers);
  });

  it("downloads the data with Export Data", async () => {
    await page.goto(`${baseUrl}/yaml-storage`);
    const button = page.getByRole("button", { name: "Export Data" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("hub-of-minds-storage.json");
    const saved = JSON.parse(await downloadedText(download)) as { containers: unknown[]; statistics: object };
    expect(saved.containers.length).toBeGreaterThan(0);
    expect(Object.keys(saved.statistics)).toContain("containers");
  });
});

describe("documents and retrieval on /yaml-storage", () => {
  it("adds a file, shows it indexing until it is searchable, then finds its passage", async () => {
    await page.goto(`${baseUrl}/yaml-storage`);
    const panel = page.getByRole("region", { name: "Documents and retrieval" });
    await panel.waitFor();
    const title = `Lighthouse duties ${Date.now().toString(36)}.md`;
    await panel.getByLabel("Document file").setInputFiles({
      name: title,
      mimeType: "text/markdown",
      buffer: Buffer.from("# Duties\n\nThe keeper trims the wick of the lamp at dusk and logs the weather at dawn."),
    });
    await panel.getByRole("button", { name: "Add document" }).click();
    await signInThroughDialog(page, adminPassword);
    await expect.poll(() => panel.getByTestId("knowledge-status").textContent()).toContain(`${title} added`);
    // The row moves from queued or indexing to ready by itself (the list is read again while indexing runs).
    const row = panel.getByTestId("document-row").filter({ hasText: title });
    await expect.poll(() => row.getAttribute("data-state"), { timeout: 15_000 }).toBe("ready");
    expect(await row.textContent()).toMatch(/1 passage/);
    await panel.getByLabel("Question").fill("when is the wick trimmed");
    await panel.getByRole("button", { name: "Search" }).click();
    const hit = panel.getByTestId("retrieval-hit").first();
    await hit.waitFor();
    expect(await hit.textContent()).toContain("trims the wick");
    expect(await panel.getByTestId("retrieval-mode").textContent()).toBe("Ranked by words");
  });
});
