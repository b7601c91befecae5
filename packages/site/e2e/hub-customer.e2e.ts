import { type ClusterApp, type CustomerApp, formatBytes, missingDependencies } from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { signInThroughDialog, toastText, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const api = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> =>
  (await fetch(`${baseUrl}${path}`, { headers })).json() as Promise<T>;

/** An administrator session for reading the account the way the signed-in page does. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: adminPassword }),
  });
  return response.headers.get("set-cookie")?.split(";")[0] ?? "";
}

describe("the Personality Hub (/customer)", () => {
  it("signed out, shows a sign-in prompt in place of the account, and the public parts", async () => {
    await page.goto(`${baseUrl}/customer`);
    await page.getByTestId("customer-sign-in").waitFor();
    await page.getByTestId("personality-card").first().waitFor();
    expect(await page.getByTestId("customer-name").count()).toBe(0);
    expect(await page.getByTestId("api-usage").count()).toBe(0);
    expect(await page.getByTestId("api-key-prefix").textContent()).toBe("YOUR_API_KEY");
    expect(await page.getByRole("button", { name: "Rotate key" }).count()).toBe(0);
    expect(unexpected(errors, [`HTTP 401: ${baseUrl}/api/customers/1`])).toEqual([]);
  });

  it("shows the account, usage, catalogue, packages and API example after signing in", async () => {
    const customer = await api<{
      firstName: string;
      lastName: string;
      plan: string;
      apiQuota: number;
      apiUsed: number;
      apiKey: string;
    }>("/api/customers/1", { cookie: await adminCookie() });
    const models = await api<{ category: string }[]>("/api/ai-models");
    await page.goto(`${baseUrl}/customer`);
    await page.getByTestId("customer-sign-in").getByRole("button", { name: "Sign in" }).click();
    await signInThroughDialog(page, adminPassword);
    await page.getByTestId("customer-name").waitFor();
    expect(await page.getByTestId("customer-name").textContent()).toBe(`${customer.firstName} ${customer.lastName}`);
    expect(await page.getByTestId("customer-plan").textContent()).toBe(customer.plan.toUpperCase());
    expect(await page.getByTestId("api-usage").textContent()).toBe(
      `${customer.apiUsed.toLocaleString("en-US")} / ${customer.apiQuota.toLocaleString("en-US")}`,
    );
    expect(await page.getByTestId("tokens-remaining").textContent()).toBe(
      `${(customer.apiQuota - customer.apiUsed).toLocaleString("en-US")} tokens remaining`,
    );
    expect(await page.getByText("API Ready").isVisible()).toBe(true);
    await page.getByTestId("catalogue-group").first().waitFor();
    expect(await page.getByTestId("model-count").textContent()).toBe(String(models.length));
    expect(await page.getByTestId("catalogue-badges").locator("span").allTextContents()).toEqual([
      "Male: 4",
      "Female: 4",
      `Specialists: ${models.length - 8}`,
    ]);
    const order = [
      "professional",
      "educational",
      "creative",
      "analytical",
      "lifestyle",
      "finance",
      "marketing",
      "cybernetic-elite",
      "cybernetic-legends",
    ];
    const headings = await page.getByTestId("catalogue-group").locator("h3").allInnerTexts();
    const expected = order
      .map((category) => [category, models.filter((model) => model.category === category).length] as const)
      .filter(([, count]) => count > 0);
    expect(headings.map((heading) => heading.replace(/\s+/g, " ").trim())).toEqual(
      expected.map(([category, count]) => {
        const label = category
          .split("-")
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(" ");
        return `${label} ${count}`;
      }),
    );
    expect(await page.getByTestId("personality-card").count()).toBe(models.length);
    expect(await page.getByTestId("personality-card").first().locator("img").count()).toBe(1);
    expect(await page.getByTestId("package-card").locator("h3").allInnerTexts()).toEqual([
      "Executive",
      "Business Consulting",
      "Education & Training",
      "Creative & Marketing",
      "Technology",
      "Lifestyle Premium",
    ]);
    expect(await page.getByTestId("api-key-prefix").textContent()).toBe(`${customer.apiKey.slice(0, 8)}...`);
    expect(await page.getByTestId("api-endpoint").textContent()).toBe("POST /api/v1/chat");
    const sample = (await page.getByTestId("api-sample").textContent()) ?? "";
    expect(sample).toContain(`x-api-key: ${customer.apiKey.slice(0, 8)}...`);
    expect(sample).toContain('"personality_id"');
    expect(sample).toContain('"message"');
    // The first read, signed out, was refused; the page then asked for the session.
    expect(unexpected(errors, [`HTTP 401: ${baseUrl}/api/customers/1`])).toEqual([]);
  });

  it("rotates the key after signing in: the new key is shown once and works on the public API", async () => {
    await page.goto(`${baseUrl}/customer`);
    await page.getByTestId("customer-sign-in").getByRole("button", { name: "Sign in" }).click();
    await signInThroughDialog(page, adminPassword);
    await page.getByRole("button", { name: "Rotate key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const apiKey = (await shown.textContent()) ?? "";
    expect(apiKey).toMatch(/^hom_/);
    await expect.poll(() => page.getByTestId("api-key-prefix").textContent()).toBe(`${apiKey.slice(0, 8)}...`);
    const customer = await api<{ apiKey: string }>("/api/customers/1", { cookie: await adminCookie() });
    expect(customer.apiKey).toBe(apiKey.slice(0, 8));
    // The public API knows the new key (no upstream key is configured here, so it answers 401 for that).
    const answer = await fetch(`${baseUrl}/api/v1/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify({ personality_id: "eve", message: "Hello" }),
    });
    expect(await answer.json()).toMatchObject({ code: "provider_key_missing" });
    await page.reload();
    await page.getByTestId("api-key-prefix").waitFor();
    expect(await page.getByTestId("new-api-key").count()).toBe(0);
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

  it("explains a dependency conflict, then installs and uninstalls", async () => {
    const apps = await api<ClusterApp[]>("/api/cluster/apps");
    const installed = (await api<CustomerApp[]>("/api/cluster/customer-apps"))
      .filter((record) => record.isActive)
      .map((record) => record.appId);
    const missing = missingDependencies("sentiment-radar", installed, apps);
    expect(missing.length).toBeGreaterThan(0);
    const names = missing.map((id) => apps.find((app) => app.id === id)?.displayName).join(", ");

    await page.goto(`${baseUrl}/cluster`);
    await page.getByRole("button", { name: "Install Sentiment Radar" }).click();
    await signInThroughDialog(page, adminPassword);
    // Spec 000's title and description stay; the dependency detail is a line of its own below them.
    const refused = page.getByRole("listitem").filter({ hasText: "Installation Failed" });
    await refused.waitFor();
    expect(await refused.getByTestId("toast-description").textContent()).toBe(
      "Failed to install the app. Please try again.",
    );
    expect(await refused.getByTestId("toast-detail").textContent()).toContain(
      `Sentiment Radar needs ${names} installed first.`,
    );

    const first = apps.find((app) => app.id === missing[0]);
    if (!first) throw new Error("no first dependency");
    await page.getByRole("button", { name: `Install ${first.displayName}` }).click();
    expect(await toastText(page, "App Installed")).toContain(
      `${first.displayName} was successfully installed to your cluster`,
    );
    await page.getByRole("button", { name: `Uninstall ${first.displayName}` }).waitFor();
    await page.getByRole("tab", { name: "Installed Apps" }).click();
    expect(await page.getByTestId("installed-apps").textContent()).toContain(first.displayName);
    await page.getByRole("tab", { name: "Analytics" }).click();
    expect(await page.getByTestId("analytics-installed").textContent()).toBe(String(installed.length + 1));
    expect(await page.getByTestId("analytics-executions").textContent()).toBe("0");
    await page.getByRole("tab", { name: "Skills & Automation" }).click();
    await expect(page.getByText("No workflows created yet").isVisible()).resolves.toBe(true);

    await page.getByRole("tab", { name: "App Marketplace" }).click();
    await page.getByRole("button", { name: `Uninstall ${first.displayName}` }).click();
    await toastText(page, "App Uninstalled");
    await page.getByRole("button", { name: `Install ${first.displayName}` }).waitFor();
    expect(
      unexpected(errors, [
        `HTTP 401: ${baseUrl}/api/cluster/install/sentiment-radar`,
        `HTTP 409: ${baseUrl}/api/cluster/install/sentiment-radar`,
      ]),
    ).toEqual([]);
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
