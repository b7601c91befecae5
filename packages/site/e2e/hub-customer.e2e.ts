import { type ClusterApp, type CustomerApp, formatBytes, missingDependencies } from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { acceptInvitation, inviteCustomer } from "./account-e2e-helpers";
import { signInThroughDialog, toastText, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const api = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> =>
  (await fetch(`${baseUrl}${path}`, { headers })).json() as Promise<T>;

describe("the Personality Hub (/customer)", () => {
  it("signed out, shows a sign-in prompt in place of the account, and the public parts", async () => {
    await page.goto(`${baseUrl}/customer`);
    await page.getByTestId("customer-sign-in").waitFor();
    await page.getByTestId("personality-card").first().waitFor();
    expect(await page.getByTestId("customer-name").count()).toBe(0);
    expect(await page.getByTestId("api-usage").count()).toBe(0);
    expect(await page.getByTestId("api-key-prefix").textContent()).toBe("YOUR_API_KEY");
    expect(await page.getByRole("button", { name: "Rotate key" }).count()).toBe(0);
    // A visitor's page asks for no account at all: nothing is refused.
    expect(errors).toEqual([]);
  });

  it("an invited customer chooses a password, signs in and sees their own account; the key rotates", async () => {
    const { email, created } = await inviteCustomer(baseUrl, adminPassword, "grace");
    const models = await api<{ category: string }[]>("/api/ai-models");
    await acceptInvitation(page, created.invitation.link, email, "grace-chose-this-password");
    await page.waitForURL(`${baseUrl}/customer`);
    await page.getByTestId("customer-name").waitFor();
    expect(await page.getByTestId("customer-name").textContent()).toBe("Grace Hopper");
    expect(await page.getByTestId("customer-plan").textContent()).toBe("PRO");
    expect(await page.getByTestId("api-usage").textContent()).toBe("0 / 50,000");
    expect(await page.getByTestId("tokens-remaining").textContent()).toBe("50,000 tokens remaining");
    expect(await page.getByText("API Ready").isVisible()).toBe(true);
    await page.getByTestId("catalogue-group").first().waitFor();
    expect(await page.getByTestId("model-count").textContent()).toBe(String(models.length));
    expect(await page.getByTestId("api-key-prefix").textContent()).toBe(`${created.customer.apiKey.slice(0, 8)}...`);
    expect(await page.getByTestId("customer-picker").count()).toBe(0);

    await page.getByRole("button", { name: "Rotate key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const apiKey = (await shown.textContent()) ?? "";
    expect(apiKey).toMatch(/^hom_/);
    await expect.poll(() => page.getByTestId("api-key-prefix").textContent()).toBe(`${apiKey.slice(0, 8)}...`);
    // The key's own daily cap: a bad entry is explained; a saved one stays after a reload.
    const cap = page.getByTestId("key-cap");
    await cap.getByLabel("Daily token cap").fill("lots");
    await cap.getByRole("button", { name: "Save cap" }).click();
    expect(await cap.getByRole("alert").textContent()).toContain("Enter a whole number of tokens");
    await cap.getByLabel("Daily token cap").fill("5,000");
    await cap.getByRole("button", { name: "Save cap" }).click();
    await cap.getByText("Saved.").waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId("key-cap").getByLabel("Daily token cap").inputValue()).toBe("5000");
    const answer = await fetch(`${baseUrl}/api/v1/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify({ personality_id: "eve", message: "Hello" }),
    });
    expect(await answer.json()).toMatchObject({ code: "provider_key_missing" });
    expect(errors).toEqual([]);
  });

  it("refuses an invitation link used twice with a readable sentence", async () => {
    const { created } = await inviteCustomer(baseUrl, adminPassword, "twice");
    const token = /reset-password\/([^?]+)/.exec(created.invitation.link)?.[1] ?? "";
    await fetch(`${baseUrl}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, newPassword: "first-use-of-the-link" }),
    });
    await page.goto(created.invitation.link);
    await page.getByText("This link has expired or was already used. Ask the administrator for a new one.").waitFor();
    expect(await page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
  });
});

describe("the Cluster Interface (/cluster)", () => {
  it("searches, filters and shows an app's details", async () => {
    await page.goto(`${baseUrl}/cluster`);
    await page.getByTestId("app-card").first().waitFor();
    expect(await page.getByTestId("app-card").count()).toBe(8);
    await page.getByLabel("Search apps").fill("scheduler");
    expect(await page.getByTestId("app-card").locator("h3").allInnerTexts()).toEqual(["Smart Scheduler"]);
    await page.getByLabel("Search apps").fill("");
    await page.getByLabel("Category").selectOption("automation");
    expect(await page.getByTestId("app-card").count()).toBe(2);
    await page.getByLabel("Category").selectOption("all");
    await page.getByRole("button", { name: "Details of Sentiment Radar" }).click();
    const dialog = page.getByRole("dialog", { name: "Sentiment Radar" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("app-permissions").locator("li").count()).toBeGreaterThan(0);
    expect(await dialog.getByTestId("app-dependencies").textContent()).toContain("Insight Analytics");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("shows an app's dependencies on its card, installs them with it after asking for the price, and uninstalls", async () => {
    const apps = await api<ClusterApp[]>("/api/cluster/apps");
    const installed = (await api<CustomerApp[]>("/api/cluster/customer-apps"))
      .filter((record) => record.isActive)
      .map((record) => record.appId);
    const nameOf = (id: string) => apps.find((app) => app.id === id)?.displayName ?? id;
    // Sentiment Radar (free) needs Insight Analytics ($14.99), which needs Data Pipeline Connector.
    const missing = missingDependencies("sentiment-radar", installed, apps);
    expect(missing).toEqual(["data-pipeline", "insight-analytics"]);
    const names = missing.map(nameOf).join(", ");

    await page.goto(`${baseUrl}/cluster`);
    const card = page.locator('[data-testid="app-card"][data-app-id="sentiment-radar"]');
    const needs = card.getByTestId("app-needs");
    await needs.waitFor();
    expect(await needs.textContent()).toMatch(/^Needs/);
    expect(await needs.locator('li[data-state="missing"]').allTextContents()).toEqual(missing.map(nameOf));

    // A paid install asks first; Cancel installs nothing.
    const install = card.getByRole("button", { name: "Install with 2 dependencies: Sentiment Radar" });
    expect(await install.textContent()).toBe("Install with 2 dependencies");
    await install.click();
    const confirm = page.getByTestId("confirm-install");
    expect(await confirm.getByRole("heading").textContent()).toBe(
      "Install Sentiment Radar with 2 dependencies for $14.99/month?",
    );
    expect(await confirm.textContent()).toContain(
      "Installed first: Data Pipeline Connector (Free), Insight Analytics ($14.99/month).",
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await api<CustomerApp[]>("/api/cluster/customer-apps")).filter((record) => record.isActive).length).toBe(
      installed.length,
    );

    // Install: one request puts the dependencies in first, then the app.
    await install.click();
    await confirm.getByRole("button", { name: "Install" }).click();
    await signInThroughDialog(page, adminPassword);
    const done = page.getByRole("listitem").filter({ hasText: "App Installed" });
    await done.waitFor();
    expect(await done.getByTestId("toast-description").textContent()).toBe(
      "Sentiment Radar was successfully installed to your cluster",
    );
    expect(await done.getByTestId("toast-detail").textContent()).toBe(`Installed with it: ${names}.`);
    await card.getByRole("button", { name: "Uninstall Sentiment Radar" }).waitFor();
    expect(await needs.locator('li[data-state="installed"]').allTextContents()).toEqual(
      missing.map((id) => `✓${nameOf(id)} (installed)`),
    );
    for (const id of missing) {
      await page.getByRole("button", { name: `Uninstall ${nameOf(id)}` }).waitFor();
    }
    await page.getByRole("tab", { name: "Installed Apps" }).click();
    const installedList = (await page.getByTestId("installed-apps").textContent()) ?? "";
    for (const id of [...missing, "sentiment-radar"]) expect(installedList).toContain(nameOf(id));
    await page.getByRole("tab", { name: "Analytics" }).click();
    expect(await page.getByTestId("analytics-installed").textContent()).toBe(String(installed.length + 3));
    const counts = await api<{ executions: number }>("/api/cluster/analytics");
    expect(await page.getByTestId("analytics-executions").textContent()).toBe(
      counts.executions.toLocaleString("en-US"),
    );

    // A paid app without dependencies names its own price; Cancel leaves it as it was.
    await page.getByRole("tab", { name: "App Marketplace" }).click();
    await page.getByRole("button", { name: "Install Persona Composer" }).click();
    expect(await confirm.getByRole("heading").textContent()).toBe("Install Persona Composer for $24.99/month?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Install Persona Composer" }).textContent()).toBe("Install");

    // Uninstalling asks first: kept once, then uninstalled from the Installed tab.
    await card.getByRole("button", { name: "Uninstall Sentiment Radar" }).click();
    const confirmUninstall = page.getByTestId("confirm-uninstall");
    expect(await confirmUninstall.getByRole("heading").textContent()).toBe("Uninstall Sentiment Radar?");
    await confirmUninstall.getByRole("button", { name: "Keep it" }).click();
    await confirmUninstall.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Installed Apps" }).click();
    await page.getByTestId("installed-apps").getByRole("button", { name: "Uninstall Sentiment Radar" }).click();
    await confirmUninstall.getByRole("button", { name: "Uninstall" }).click();
    await toastText(page, "App Uninstalled");
    await page.getByRole("tab", { name: "App Marketplace" }).click();
    // Its dependencies stay installed, so it installs alone now, and still asks for nothing: it is free.
    await card.getByRole("button", { name: "Install Sentiment Radar" }).waitFor();
    expect(await card.getByRole("button", { name: "Install Sentiment Radar" }).textContent()).toBe("Install");

    // The dependencies go too, last first, so the tests after this one find the cluster as it was.
    for (const id of [...missing].reverse()) {
      await card
        .page()
        .getByRole("button", { name: `Uninstall ${nameOf(id)}` })
        .click();
      await confirmUninstall.getByRole("button", { name: "Uninstall" }).click();
      await confirmUninstall.waitFor({ state: "detached" });
      await page.getByRole("button", { name: `Install ${nameOf(id)}` }).waitFor();
    }
    expect(unexpected(errors, [`HTTP 401: ${baseUrl}/api/cluster/install/sentiment-radar`])).toEqual([]);
  });
});

describe("Skills & Automation (/cluster)", () => {
  it("creates a workflow of installed skills, runs it with its steps shown live, counts it, and deletes it", async () => {
    const login = await fetch(`${baseUrl}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: adminPassword }),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const at = cookie.indexOf("=");
    await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
    const installed = (await api<CustomerApp[]>("/api/cluster/customer-apps")).filter((record) => record.isActive);
    const installedHere = !installed.some((record) => record.appId === "smart-scheduler");
    if (installedHere) {
      const answer = await fetch(`${baseUrl}/api/cluster/install/smart-scheduler`, {
        method: "POST",
        headers: { cookie },
      });
      expect(answer.status).toBe(201);
    }
    const before = await api<{ workflows: number; executions: number }>("/api/cluster/analytics");
    const name = `Morning plan ${Date.now()}`;

    await page.goto(`${baseUrl}/cluster`);
    await page.getByRole("tab", { name: "Skills & Automation" }).click();
    await page.getByTestId("available-skills").getByText("find-slot").waitFor();
    await page.getByRole("button", { name: "Create Workflow" }).click();
    const dialog = page.getByTestId("workflow-dialog");
    // Refused by the form first, with a sentence naming what is missing.
    await dialog.getByRole("button", { name: "Save workflow" }).click();
    expect(await dialog.getByTestId("workflow-error").textContent()).toBe("Give the workflow a name.");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Skill to add").selectOption("smart-scheduler/find-slot");
    await dialog.getByRole("button", { name: "Add step" }).click();
    await dialog.getByLabel("Skill to add").selectOption("smart-scheduler/plan-day");
    await dialog.getByRole("button", { name: "Add step" }).click();
    await dialog.getByRole("button", { name: "Save workflow" }).click();
    expect(await dialog.getByTestId("workflow-error").textContent()).toBe(
      "Step 1 (find-slot): fill in durationMinutes.",
    );
    const steps = dialog.getByTestId("workflow-step");
    await steps.nth(0).getByLabel("durationMinutes").fill("30");
    await steps.nth(1).getByLabel("date").fill("2026-12-01");
    await steps.nth(1).getByLabel("tasks").fill("write the report, review, ship");
    await dialog.getByRole("button", { name: "Save workflow" }).click();
    await dialog.waitFor({ state: "detached" });

    const row = page.getByTestId("workflow").filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain("find-slot → plan-day");
    await row.getByRole("button", { name: `Run ${name}` }).click();
    const trace = page.getByTestId("task-trace");
    await trace.and(page.locator('[data-state="completed"]')).waitFor({ timeout: 20_000 });
    const toolSteps = trace.getByTestId("task-step").filter({ hasText: "Skill smart-scheduler/" });
    expect(await toolSteps.count()).toBe(2);
    expect(await toolSteps.evaluateAll((items) => items.map((item) => item.getAttribute("data-state")))).toEqual([
      "ok",
      "ok",
    ]);
    await expect.poll(() => row.textContent()).toContain("1 run");

    await page.getByRole("tab", { name: "Analytics" }).click();
    expect(await page.getByTestId("analytics-workflows").textContent()).toBe(String(before.workflows + 1));
    await expect
      .poll(() => page.getByTestId("analytics-executions").textContent())
      .toBe((before.executions + 2).toLocaleString("en-US"));

    await page.getByRole("tab", { name: "Skills & Automation" }).click();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByTestId("delete-workflow").getByRole("button", { name: "Delete workflow" }).click();
    await row.waitFor({ state: "detached" });
    expect((await api<{ name: string }[]>("/api/workflows")).map((flow) => flow.name)).not.toContain(name);
    if (installedHere) {
      await fetch(`${baseUrl}/api/cluster/uninstall/smart-scheduler`, { method: "DELETE", headers: { cookie } });
    }
    expect(errors).toEqual([]);
  });
});

describe("the hub's budgets (/customer/usage)", () => {
  it("shows the administrator today's spend of the hub's own budgets; a customer's page has no such card", async () => {
    const { adminCookie, created, email } = await inviteCustomer(baseUrl, adminPassword, "budgets");
    const budgets = await api<{ anonymous: { tokens: { used: number; perDay: number } } }>("/api/budgets", {
      cookie: adminCookie,
    });
    const at = adminCookie.indexOf("=");
    await page
      .context()
      .addCookies([{ name: adminCookie.slice(0, at), value: adminCookie.slice(at + 1), url: baseUrl }]);
    await page.goto(`${baseUrl}/customer/usage`);
    const card = page.getByTestId("hub-budgets");
    await card.waitFor();
    const { used, perDay } = budgets.anonymous.tokens;
    expect(await card.getByTestId("budget-tokens").textContent()).toContain(
      `${used.toLocaleString("en-US")} / ${perDay.toLocaleString("en-US")}`,
    );
    expect(await card.getByRole("progressbar", { name: "Tokens used today" }).getAttribute("aria-valuenow")).toBe(
      String(Math.round((used / perDay) * 100)),
    );

    await page.context().clearCookies();
    await acceptInvitation(page, created.invitation.link, email, "budgets-customer-password");
    await page.waitForURL(`${baseUrl}/customer`);
    await page.getByTestId("customer-name").waitFor();
    await page.goto(`${baseUrl}/customer/usage`);
    await page.getByTestId("usage-totals").waitFor();
    expect(await page.getByTestId("hub-budgets").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("the YAML Storage Manager (/yaml-storage)", () => {
  it("shows the statistics and the containers in base-1024 sizes", async () => {
    const statistics = await api<Record<string, number>>("/api/yaml-storage/statistics");
    type Container = { currentSize: number; maxSize: number; encryptionEnabled: boolean; storageType: string };
    // Every container: the spec's shared list first, then the private and system ones (one source per number).
    const shared = await api<Container[]>("/api/yaml-storage/containers?storageType=shared");
    const all = await api<Container[]>("/api/yaml-storage/containers");
    const containers = [...shared, ...all.filter((container) => container.storageType !== "shared")];
    expect(containers).toHaveLength(statistics.containers ?? 0);
    await page.goto(`${baseUrl}/yaml-storage`);
    await page.getByTestId("container-card").first().waitFor();
    expect(await page.getByTestId("storage-Containers").textContent()).toBe(String(statistics.containers));
    expect(await page.getByTestId("storage-Memory Entries").textContent()).toBe(
      statistics.memoryEntries?.toLocaleString("en-US"),
    );
    expect(await page.getByTestId("container-size").allTextContents()).toEqual(
      containers.map((container) => `${formatBytes(container.currentSize)} / ${formatBytes(container.maxSize)}`),
    );
    expect(await page.getByText("Encrypted", { exact: true }).count()).toBe(
      containers.filter((container) => container.encryptionEnabled).length,
    );
    await expect(page.getByText("System Status").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("the unified hub (/hub, /minds-hub)", () => {
  it("filters by brand, counts and rotates its background", async () => {
    await page.goto(`${baseUrl}/minds-hub`);
    await page.getByTestId("hub-entry").first().waitFor();
    expect(await page.getByTestId("hub-entry").count()).toBe(16);
    expect(await page.getByTestId("hub-total").textContent()).toBe("16");
    expect(await page.getByTestId("hub-personalities").textContent()).toBe("56");
    expect(await page.getByTestId("hub-cluster").textContent()).toBe("8");
    expect(await page.getByRole("button", { name: "Unified Hub" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "In Development" }).first().isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Coming Soon" }).first().isDisabled()).toBe(true);

    await page.getByRole("button", { name: "NextXus Platform" }).click();
    const shown = await page.getByTestId("hub-entry").count();
    expect(shown).toBeLessThan(16);
    expect(await page.getByTestId("hub-total").textContent()).toBe(String(shown));

    const hero = page.locator("[data-background]");
    const before = await hero.getAttribute("data-background");
    await page.waitForFunction(
      (start) => document.querySelector("[data-background]")?.getAttribute("data-background") !== start,
      before,
      { timeout: 6000 },
    );
    await page.getByRole("link", { name: "Launch Minds Directory" }).click();
    await page.waitForURL(`${baseUrl}/minds-directory`);
    expect(errors).toEqual([]);
  });

  it("opens its widget links on the server's widget pages", async () => {
    await page.goto(`${baseUrl}/hub`);
    await page.getByRole("navigation", { name: "Widgets" }).getByRole("link", { name: "Agent Zero Status" }).click();
    await page.waitForURL(`${baseUrl}/widgets/agent-zero`);
    await page.locator("hom-agent-zero").waitFor({ state: "attached" });
    expect(await page.title()).toBe("Agent Zero · Hub of Minds");
    expect(errors).toEqual([]);
  });

  it("shows spec 000's dashboard under the top bar at /admin", async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("heading", { name: "My AI Personality Hub" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["Dashboard"]);
    expect(errors).toEqual([]);
  });
});

describe("the top bar on spec 001's aliases", () => {
  it.each([
    ["/dashboard", "Dashboard"],
    ["/ai-browser", "AI Browser"],
    ["/cluster-interface", "Cluster Apps"],
    ["/storage", "YAML Storage"],
  ])("%s highlights %s", async (path, item) => {
    await page.goto(`${baseUrl}${path}`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor();
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([item]);
  });
});
