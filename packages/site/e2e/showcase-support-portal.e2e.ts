import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  adminAccessDeniedAlert,
  adminStatusCards,
  articlesOfTopic,
  knowledgeBaseTopics,
  readSystemMetrics,
  type SystemMetric,
} from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { axeViolations } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/** Logs in through the gate; the alert of a refusal would fail the wait. */
async function logIn(password: string) {
  await page.getByLabel("Administrator Password").fill(password);
  await page.getByLabel("Administrator Password").press("Enter");
}

describe("support centre", () => {
  it("shows every card, count and badge of the three tabs", async () => {
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole("heading", { level: 1, name: "Support Center" }).waitFor();
    for (const text of ["Live Chat Support", "Email Support", "Priority Phone Support", "For Enterprise customers"]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    // Chat opens the AI Browser, email writes to the hub's support address (SUPPORT_EMAIL of this run's
    // server); the phone line has no number to call from the web, so it offers no dead Start button.
    expect(await page.getByRole("link", { name: "Start Chat" }).getAttribute("href")).toBe("/browser");
    expect(await page.getByRole("link", { name: "Start Email" }).getAttribute("href")).toBe(
      `mailto:${(await (await fetch(`${baseUrl}/api/me`)).json()).supportEmail}`,
    );
    expect(await page.getByRole("link", { name: "Start Email" }).getAttribute("href")).toBe(
      "mailto:help@hub-of-minds.example",
    );
    expect(await page.getByRole("button", { name: /^Start/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Start Call/ }).count()).toBe(0);

    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    const knowledge = page.getByRole("tabpanel", { name: "Knowledge Base" });
    await knowledge.waitFor();
    for (const [title, articles] of [
      ["Getting Started Guide", 12],
      ["Understanding Consciousness Streams", 8],
      ["Nonlinear Time Operations", 15],
      ["Cosmic Enhancement Protocols", 10],
      ["Agent Zero Administration", 6],
      ["Technical Troubleshooting", 20],
    ] as const) {
      const card = knowledge.locator("article", { has: page.getByRole("heading", { name: title }) });
      expect(await card.getByText(`${articles} articles`).isVisible(), title).toBe(true);
    }
    expect(await knowledge.getByText("Popular", { exact: true }).count()).toBe(4);

    await page.getByRole("tab", { name: "System Status" }).click();
    const status = page.getByRole("tabpanel", { name: "System Status" });
    for (const text of [
      "Operational",
      "Active",
      "56/56 Online",
      "Enhanced",
      "2 hours ago",
      "4 hours ago",
      "6 hours ago",
    ]) {
      expect(await status.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("Start Chat opens the chat", async () => {
    await page.goto(`${baseUrl}/support`);
    await page.getByRole("link", { name: "Start Chat" }).click();
    await page.waitForURL(`${baseUrl}/browser`);
    await page.getByRole("textbox").first().waitFor();
    expect(errors).toEqual([]);
  });

  for (const width of [1440, 390]) {
    it(`Browse lists each topic's articles from the knowledge base, and each reads (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseUrl}/support`);
      await page.getByRole("tab", { name: "Knowledge Base" }).click();
      for (const topic of knowledgeBaseTopics) {
        await page.getByRole("button", { name: `Browse ${topic.title}` }).click();
        const dialog = page.getByRole("dialog", { name: topic.title });
        await dialog.waitFor();
        const articles = articlesOfTopic(topic.id);
        // The card's count is the list's length (the spec's numbers).
        expect(articles.length).toBe(topic.articles);
        expect(await dialog.getByTestId("kb-article").allTextContents()).toEqual(
          articles.map((article) => `${article.title}→`),
        );
        const last = articles.at(-1);
        if (!last) throw new Error(`${topic.title} has no articles`);
        await dialog.getByRole("button", { name: last.title }).click();
        const text = dialog.getByTestId("kb-article-text");
        expect(await text.getByRole("heading").textContent()).toBe(last.title);
        expect(await text.locator("p").allTextContents()).toEqual([...last.paragraphs]);
        expect(await dialog.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(false);
        if (topic === knowledgeBaseTopics[0]) expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole("button", { name: `← All ${articles.length} articles` }).click();
        await dialog.getByRole("button", { name: last.title }).waitFor();
        await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
        await dialog.waitFor({ state: "detached" });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it("explains a bad email, then stores a good ticket, toasts and resets; the portal lists it", async () => {
    await page.goto(`${baseUrl}/support`);
    await page.getByRole("heading", { name: "Submit a Support Ticket" }).waitFor();
    // Category and priority are optional selections: they start on an empty choice.
    expect(await page.getByLabel("Category").inputValue()).toBe("");
    expect(await page.getByLabel("Priority").inputValue()).toBe("");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    expect(await page.locator("#ticket-subject-error").textContent()).toBe("Enter a subject for your ticket.");
    expect(await page.locator("#ticket-category-error").count()).toBe(0);

    await page.getByLabel("Email Address *").fill("not-an-email");
    await page.getByLabel("Subject *").fill("Streams paused");
    await page.getByLabel("Description *").fill("The stream list stopped after a quantum leap.");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    expect(await page.locator("#ticket-email-error").textContent()).toBe(
      "That email address does not look right; use the form name@example.com.",
    );
    expect(await page.getByLabel("Email Address *").getAttribute("aria-invalid")).toBe("true");

    const subject = `Streams paused ${Date.now()}`;
    await page.getByLabel("Email Address *").fill("ada@example.com");
    await page.getByLabel("Subject *").fill(subject);
    await page.getByLabel("Category").selectOption({ label: "Consciousness Streams" });
    await page.getByLabel("Priority").selectOption({ label: "Affecting operations" });
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await page.getByText("Support Ticket Submitted", { exact: true }).waitFor();
    expect(
      await page
        .getByText("We'll respond within 24 hours. Agent Zero is already analyzing your request.", { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByLabel("Email Address *").inputValue()).toBe("");
    expect(await page.getByLabel("Subject *").inputValue()).toBe("");
    expect(await page.getByLabel("Description *").inputValue()).toBe("");
    expect(await page.getByLabel("Category").inputValue()).toBe("");
    expect(await page.getByLabel("Priority").inputValue()).toBe("");

    await page.goto(`${baseUrl}/admin-portal`);
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
    await logIn(adminPassword);
    const row = page.getByRole("row", { name: new RegExp(subject) });
    await row.waitFor();
    expect(await row.textContent()).toContain("ada@example.com");
    expect(await row.textContent()).toContain("Consciousness Streams");
    expect(await row.textContent()).toContain("Affecting operations");
    expect(errors).toEqual([]);
  });

  it("sends a ticket with no category or priority chosen", async () => {
    await page.goto(`${baseUrl}/support`);
    await page.getByRole("heading", { name: "Submit a Support Ticket" }).waitFor();
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/support/tickets"));
    await page.getByLabel("Email Address *").fill("grace@example.com");
    await page.getByLabel("Subject *").fill("Nothing to choose");
    await page.getByLabel("Description *").fill("Neither a category nor a priority fits.");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await page.getByText("Support Ticket Submitted", { exact: true }).waitFor();
    // Nothing chosen: the ticket is filed under the schema's defaults.
    expect((await sent).postDataJSON()).toEqual({
      email: "grace@example.com",
      subject: "Nothing to choose",
      description: "Neither a category nor a priority fits.",
      category: "technical",
      priority: "normal",
    });
    expect(errors).toEqual([]);
  });

  it("the server refuses a ticket without its required fields", async () => {
    const response = await fetch(`${baseUrl}/api/support/tickets`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "bad", subject: "", description: "" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: { path: string }[] };
    expect(body.code).toBe("invalid_request");
    expect(body.details.map((detail) => detail.path).sort()).toEqual(["description", "email", "subject"]);
  });
});

describe("administrator portal", () => {
  it("alerts on a wrong password and keeps the gate", async () => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${baseUrl}/super-admin`);
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
    const field = page.getByLabel("Administrator Password");
    await field.fill("definitely wrong");
    expect(await field.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await field.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await field.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect.poll(() => dialogs).toEqual([adminAccessDeniedAlert]);
    // The gate clears the field once the alert is dismissed, a moment after the dialog event.
    await expect.poll(() => field.inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(0);
    // The refused login is the one failed request.
    expect(errors).toEqual([`HTTP 401: ${baseUrl}/api/admin/login`]);
  });

  it("opens with the right password, shows the server's data and tabs, and logs out for good", async () => {
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await page.goto(`${baseUrl}/portal`);
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
    await logIn(adminPassword);
    await page.getByRole("tab", { name: "System Overview" }).waitFor();
    const cards = page.getByTestId("admin-status-card");
    expect(await cards.count()).toBe(8);
    expect(await cards.first().textContent()).toContain("56/56 Active");
    for (const card of adminStatusCards) {
      expect(await page.getByText(card.name, { exact: true }).first().isVisible(), card.name).toBe(true);
    }
    expect(await page.getByRole("heading", { name: "Platform Information" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Support Tickets" }).isVisible()).toBe(true);

    // Every 5 s a 30 % chance; after 40 refreshes the card has switched (0.7^40 < 1e-6).
    await page.clock.runFor(200_000);
    await expect.poll(() => cards.first().textContent()).toContain("High Activity");

    await page.getByRole("tab", { name: "Quick Actions" }).click();
    const links = page.getByRole("tabpanel", { name: "Quick Actions" }).getByRole("link");
    expect(await links.count()).toBe(11);
    const external = page.getByRole("tabpanel", { name: "Quick Actions" }).locator('a[target="_blank"]');
    expect(await external.count()).toBe(2);
    for (const rel of await external.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("rel")))) {
      expect(rel).toContain("noopener");
    }
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual([
      "/admin",
      "/consciousness",
      "/minds-directory",
      "/agent-zero",
      "/cluster",
      "/api-config",
      "/yaml-storage",
      "/widgets/consciousness",
      "/widgets/chatgpt",
      "https://github.com",
      "https://platform.openai.com",
    ]);

    await page.getByRole("tab", { name: "Live Monitoring" }).click();
    // The host's readings (compared with the API's in their own test below).
    await page.getByRole("progressbar", { name: "CPU Usage" }).waitFor();
    await page.getByRole("tab", { name: "Platform Status" }).click();
    const consoleLink = page.getByRole("link", { name: /Open Hosting Console/ });
    expect(await consoleLink.getAttribute("target")).toBe("_blank");

    // A reload keeps the server's session.
    await page.reload();
    await page.getByRole("button", { name: "Logout" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
    const after = await page.evaluate(async () => (await fetch("/api/admin/status")).status);
    expect(after).toBe(401);
    await page.reload();
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
    expect(errors).toEqual([`HTTP 401: ${baseUrl}/api/admin/status`]);
  });

  it("shows the API's live readings on Live Monitoring, and measured figures on the overview", async () => {
    let answered: SystemMetric[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname === "/api/system/metrics" && response.ok()) {
        answered = (await response.json()) as SystemMetric[];
      }
    });
    await page.goto(`${baseUrl}/admin-portal`);
    const gate = page.getByRole("heading", { name: "Administrator Access" });
    const tab = page.getByRole("tab", { name: "Live Monitoring" });
    await gate.or(tab).waitFor();
    if (await gate.isVisible()) await logIn(adminPassword);
    const card = (name: string) =>
      page.getByTestId("admin-status-card").filter({ has: page.getByText(name, { exact: true }) });
    await card("API Response Time").waitFor();
    expect(await card("API Response Time").textContent()).toMatch(/API Response Time\d+ ms/);
    expect(await card("System Uptime").textContent()).toMatch(/System Uptime\d+ (s|min|h \d+ min|d \d+ h)/);
    expect(await card("System Uptime").textContent()).not.toContain("99.9%");

    await tab.click();
    const shown = () =>
      Promise.all(
        ["CPU Usage", "Memory Usage", "Network Activity"].map((name) =>
          page.getByRole("progressbar", { name }).getAttribute("aria-valuetext"),
        ),
      );
    // Each reading as the API gave it to this page: the dashboard's figures, in the dashboard's units.
    await expect
      .poll(async () => {
        if (answered.length === 0) return "no readings yet";
        const readings = readSystemMetrics(answered);
        const expected = [`${readings.cpu}%`, `${readings.memory}%`, `${readings.network} GB/s`];
        return JSON.stringify(await shown()) === JSON.stringify(expected) ? "match" : JSON.stringify(await shown());
      })
      .toBe("match");
    expect(errors).toEqual([]);
  });

  it("opens the widget quick actions on the server's widget pages, not the site's 404", async () => {
    for (const [name, path, tag, title] of [
      ["Consciousness Widget", "/widgets/consciousness", "hom-consciousness", "Consciousness Streams"],
      ["ChatGPT Widget", "/widgets/chatgpt", "hom-chat", "ChatGPT"],
    ] as const) {
      await page.goto(`${baseUrl}/portal`);
      const gate = page.getByRole("heading", { name: "Administrator Access" });
      const tab = page.getByRole("tab", { name: "Quick Actions" });
      await gate.or(tab).waitFor();
      if (await gate.isVisible()) await logIn(adminPassword);
      await tab.click();
      await page.getByRole("link", { name: `Open ${name}` }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await page.locator(tag).waitFor({ state: "attached" });
      expect(await page.title()).toBe(`${title} · Hub of Minds`);
      expect(await page.getByRole("heading", { name: "404 Page Not Found" }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it("refuses the portal's data without a session", async () => {
    expect((await fetch(`${baseUrl}/api/admin/status`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/support/tickets`)).status).toBe(401);
  });

  it("ships no administrator password in the built site", () => {
    const dist = fileURLToPath(new URL("../dist", import.meta.url));
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    })(dist);
    expect(files.length).toBeGreaterThan(0);
    const leaking = files.filter((file) => readFileSync(file, "utf8").includes(adminPassword));
    expect(leaking).toEqual([]);
  });
});
