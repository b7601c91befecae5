import type { ClusterAnalytics, ClusterApp, CustomerApp } from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { axeViolations, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

async function adminCookie(): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: adminPassword }),
  });
  expect(login.status).toBe(200);
  return login.headers.get("set-cookie")?.split(";")[0] ?? "";
}

const api = async <T>(path: string, cookie: string): Promise<T> =>
  (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json() as Promise<T>;

/** Smart Scheduler installed and one of its skills run, so its dialogs have real figures to show. */
async function scheduledApp(cookie: string): Promise<ClusterApp> {
  const records = await api<CustomerApp[]>("/api/cluster/customer-apps", cookie);
  if (!records.some((record) => record.appId === "smart-scheduler" && record.isActive)) {
    const installed = await fetch(`${baseUrl}/api/cluster/install/smart-scheduler`, {
      method: "POST",
      headers: { cookie },
    });
    expect(installed.status).toBe(201);
  }
  const ran = await fetch(`${baseUrl}/api/cluster/skills/execute`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      appId: "smart-scheduler",
      skillName: "plan-day",
      input: { date: "2026-11-24", tasks: ["Write"] },
    }),
  });
  expect(ran.status).toBe(200);
  const app = (await api<ClusterApp[]>("/api/cluster/apps", cookie)).find((entry) => entry.id === "smart-scheduler");
  if (!app) throw new Error("the marketplace has no Smart Scheduler");
  return app;
}

async function openInstalledTab(cookie: string) {
  const at = cookie.indexOf("=");
  await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
  await page.goto(`${baseUrl}/cluster`);
  await page.getByRole("tab", { name: "Installed Apps" }).click();
  await page.getByTestId("installed-apps").waitFor();
}

/** Nothing in the open dialog is wider than the dialog (a phone must not scroll it sideways). */
const dialogOverflows = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((dialog) => dialog.scrollWidth > dialog.clientWidth);

describe("an installed app's Configure and Analytics (/cluster, Installed Apps)", () => {
  for (const width of [1440, 390]) {
    it(`Configure shows its real state and each skill's declared inputs, and closes (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const cookie = await adminCookie();
      const app = await scheduledApp(cookie);
      await openInstalledTab(cookie);
      await page.getByRole("button", { name: "Configure Smart Scheduler" }).click();
      const dialog = page.getByTestId("app-settings");
      await dialog.waitFor();
      expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Configure Smart Scheduler");
      const state = (await dialog.getByTestId("app-settings-state").textContent()) ?? "";
      expect(state).toContain("Active");
      expect(state).toContain(`v${app.version}`);
      const skills = dialog.getByTestId("app-settings-skills");
      for (const skill of app.skills) {
        const inputs = dialog.getByRole("list", { name: `Inputs of ${skill.name}` });
        expect(await inputs.getByRole("listitem").count(), skill.name).toBe(skill.input.length);
        for (const field of skill.input) {
          const line = `${field.name} (${field.type}, ${field.required ? "required" : "optional"}): ${field.description}`;
          expect(await inputs.getByText(line, { exact: true }).count(), line).toBe(1);
        }
        expect(await skills.getByText(skill.description, { exact: true }).isVisible()).toBe(true);
      }
      expect(await dialog.getByRole("button", { name: "Uninstall" }).isVisible()).toBe(true);
      expect(await dialogOverflows(page, "app-settings")).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
      await dialog.waitFor({ state: "detached" });
      expect(unexpected(errors)).toEqual([]);
    });

    it(`Analytics shows the app's own executions by skill as the server counts them, and closes (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const cookie = await adminCookie();
      const app = await scheduledApp(cookie);
      const counts = await api<ClusterAnalytics>("/api/cluster/analytics?appId=smart-scheduler", cookie);
      expect(counts.executions).toBeGreaterThan(0);
      await openInstalledTab(cookie);
      await page.getByRole("button", { name: "Analytics of Smart Scheduler" }).click();
      const dialog = page.getByTestId("app-analytics");
      await dialog.getByTestId("app-analytics-executions").waitFor();
      expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Smart Scheduler analytics");
      expect(await dialog.getByTestId("app-analytics-executions").textContent()).toBe(
        counts.executions.toLocaleString("en-US"),
      );
      expect(await dialog.getByTestId("app-analytics-workflows").textContent()).toBe(String(counts.workflows));
      expect(await dialog.getByTestId("app-analytics-skills").textContent()).toBe(String(app.skills.length));
      for (const skill of counts.skills ?? []) {
        const row = dialog.locator(`[data-skill="${skill.name}"]`);
        expect(await row.getByTestId("skill-executions").textContent(), skill.name).toBe(
          skill.executions.toLocaleString("en-US"),
        );
      }
      expect(await dialog.locator("[data-skill]").count()).toBe(app.skills.length);
      expect(await dialog.locator('[data-skill="plan-day"]').textContent()).not.toContain("Last run: Never");
      expect(await dialogOverflows(page, "app-analytics")).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByRole("button", { name: "Analytics of Smart Scheduler" }).isVisible()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    });
  }
});
