import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
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
    const path = await download.path();
    const saved = JSON.parse(readFileSync(path, "utf8")) as { containers: unknown[]; statistics: object };
    expect(saved.containers.length).toBeGreaterThan(0);
    expect(Object.keys(saved.statistics)).toContain("containers");
  });
});
