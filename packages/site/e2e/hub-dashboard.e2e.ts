import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
describe("the dashboard", () => {
  it("loads no editor and no catalogue on the first load of /", async () => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { name: "Live AI Agents" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /yaml-editor|personalities\.data|customer-page|codemirror/.test(url))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });

  it("shows every card with the server's data and the spec's fixed texts", async () => {
    const agents = await api<{ name: string; type: string; status: string }[]>("/api/agents");
    const overview = await api<{ queueStats: { completed: number }; knowledgeBase: { categories: number } }>(
      "/api/dashboard/overview",
    );
    const configs = await api<{ filename: string; isValid: boolean }[]>("/api/config");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { name: "My AI Personality Hub" }).waitFor();
    await expect(page.getByText("System Online").isVisible()).resolves.toBe(true);
    await page.locator('[data-testid="socket-status"][data-state="connected"]').waitFor();
    expect(await page.getByTestId("socket-status").textContent()).toBe("Connected");

    const online = agents.filter((agent) => agent.status === "online");
    const rows = page.getByTestId("live-agents").getByRole("listitem");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(online.length);
    for (const [index, agent] of online.entries()) {
      const text = await rows.nth(index).textContent();
      expect(text).toContain(agent.name);
      expect(text).toContain(agent.type === "zero" ? "Supervising" : "Online");
    }
    expect(await page.getByRole("link", { name: "Enter Consciousness Theater" }).getAttribute("href")).toBe(
      "/consciousness",
    );

    for (const label of ["CPU Usage", "Memory Usage", "Network I/O", "Primary Database", "WebSocket Connections"]) {
      await expect(page.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    const quantum = Number.parseInt((await page.getByTestId("health-quantum").textContent()) ?? "", 10);
    expect(quantum).toBeGreaterThanOrEqual(60);
    expect(quantum).toBeLessThanOrEqual(89);
    const neural = Number.parseInt((await page.getByTestId("health-neural").textContent()) ?? "", 10);
    expect(neural).toBeGreaterThanOrEqual(85);
    expect(neural).toBeLessThanOrEqual(99);
    // Scoped to the fixed rows: a busy machine's CPU reading can itself show 99.9%.
    const statusRows = page.getByTestId("health-status-rows");
    expect(await statusRows.getByText("99.9%").count()).toBe(1);
    expect(await statusRows.getByText("98.7%").count()).toBe(1);
    expect(await page.getByTestId("health-network").textContent()).toMatch(/^\d+(\.\d+)? GB\/s$/);

    const files = page.getByTestId("config-files").getByRole("listitem");
    expect(await files.allInnerTexts()).toEqual(
      configs.map((file) => `${file.filename}\n${file.isValid ? "Valid" : "Invalid"}`),
    );

    expect(await page.getByTestId("queue-rate").textContent()).toBe(
      String(Math.round(overview.queueStats.completed / 60)),
    );
    for (const label of ["Pending", "Processing", "Completed", "Failed"]) {
      expect(await page.getByTestId(`queue-${label.toLowerCase()}`).count()).toBe(1);
    }
    await expect(page.getByText("97.3%").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Latest Breakthrough").isVisible()).resolves.toBe(true);
    expect(await page.getByTestId("knowledge-categories").textContent()).toBe(
      String(overview.knowledgeBase.categories),
    );
    expect(await page.getByRole("link", { name: "Explore Knowledge Graph" }).getAttribute("href")).toBe(
      "/minds-directory",
    );
    expect(await page.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/logs");
    expect(errors).toEqual([]);
  });
});

describe("the sidebar screens", () => {
  it("lists every agent with its status and task", async () => {
    const agents = await api<{ name: string; currentTask: string | null }[]>("/api/agents");
    await page.goto(`${baseUrl}/agents`);
    await page.getByRole("heading", { name: "My AI Personalities", level: 1 }).waitFor();
    const rows = page.getByTestId("agent-row");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(agents.length);
    const first = agents[0];
    if (!first) throw new Error("the server has no agents");
    expect(await rows.first().textContent()).toContain(first.currentTask ?? "No current task");
    expect(errors).toEqual([]);
  });

  it("lists the integrations with their connected count", async () => {
    const integrations = await api<{ status: string }[]>("/api/integrations");
    await page.goto(`${baseUrl}/integrations`);
    await page.getByTestId("integration-row").first().waitFor();
    expect(await page.getByTestId("integration-row").count()).toBe(integrations.length);
    const connected = integrations.filter((integration) => integration.status === "connected").length;
    expect(await page.getByTestId("integrations-connected").textContent()).toBe(
      `${connected}/${integrations.length} connected`,
    );
    expect(errors).toEqual([]);
  });

  it("charts the host readings and the queue", async () => {
    await page.goto(`${baseUrl}/monitoring`);
    await page.getByTestId("chart-cpu").waitFor();
    expect(await page.getByTestId("chart-cpu-latest").textContent()).toMatch(/^\d+(\.\d+)?%$/);
    // The second 5 s poll draws the line (the queue's cards count their own readings).
    await page
      .locator('[data-testid="chart-cpu"] [data-testid="line-chart"][data-state="ready"]')
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole("img", { name: /^CPU Usage over the last \d+ readings/ }).count()).toBe(1);
    expect(await page.getByTestId("chart-cpu-summary").textContent()).toMatch(/ · \d+ readings$/);
    await page.getByTestId("monitoring-queue").getByTestId("queue-rate").waitFor();
    expect(errors).toEqual([]);
  });

  it("pages the whole activity history and filters it by type", async () => {
    // Twelve tickets make sure there is more than one page of one type.
    let lastId = 0;
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${baseUrl}/api/support/tickets`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "ada@example.com", subject: `Paging ${i}`, description: "History check" }),
      });
      expect(response.status).toBe(201);
      lastId = ((await response.json()) as { id: number }).id;
    }
    // Other files add events to the same server meanwhile: the counts are read from the page and checked
    // for consistency rather than compared with an earlier answer.
    const pageLine = page.getByTestId("activity-page");
    const shown = async () => {
      const match = /^Page (\d+) of (\d+) · (\d+) events$/.exec((await pageLine.textContent()) ?? "");
      if (!match) return undefined;
      const [page, pageCount, total] = match.slice(1).map(Number) as [number, number, number];
      return { page, pageCount, total, consistent: pageCount === Math.max(1, Math.ceil(total / 10)) };
    };
    await page.goto(`${baseUrl}/logs`);
    await page.getByRole("heading", { name: "Activity History" }).waitFor();
    await page.getByTestId("activity-list").waitFor();
    expect(await shown()).toMatchObject({ page: 1, consistent: true, total: expect.any(Number) });
    expect(await page.getByTestId("activity-list").getByRole("listitem").count()).toBe(10);

    await page.getByLabel("Action type").selectOption("ticket_submitted");
    await expect
      .poll(async () => (await page.getByTestId("activity-list").textContent())?.includes(`#${lastId} received`))
      .toBe(true);
    // The public log names the ticket, never the visitor's words.
    expect(await page.getByTestId("activity-list").textContent()).not.toContain("Paging");
    const tickets = await shown();
    expect(tickets).toMatchObject({ page: 1, consistent: true });
    expect(tickets?.total).toBeGreaterThanOrEqual(12);
    const items = page.getByTestId("activity-list").getByRole("listitem");
    for (const text of await items.allTextContents()) expect(text).toMatch(/^Support ticket #\d+/);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(async () => (await shown())?.page).toBe(2);
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allTextContents()) expect(text).toMatch(/^Support ticket #\d+/);
    expect(errors).toEqual([]);
  });
});
