import { faqItems, mindsDirectoryCards, mindsDirectoryStats } from "@hub-of-minds/core";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/** Opens a path with the page's timers under the test's control (Playwright's fake clock). */
async function openWithClock(path: string, heading: string) {
  await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

const testText = (id: string) => page.getByTestId(id).textContent();
const count = (selector: string) => page.locator(selector).count();

describe("consciousness hub", () => {
  it("streams every 3 s, keeps 8, resets, expands and navigates", async () => {
    await openWithClock("/nonlinear-time", "Consciousness Hub");
    const streams = '[aria-label="Live streams"] > li';
    expect(await count(streams)).toBe(3);
    await page.clock.runFor(3000);
    await expect.poll(() => count(streams)).toBe(4);
    await page.clock.runFor(30_000);
    await expect.poll(() => count(streams)).toBe(8);
    expect(await testText("stream-count")).toBe("8 / 8");

    const index = Number(await testText("time-index"));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThanOrEqual(99);

    await page.getByRole("button", { name: "Reset Streams" }).click();
    await expect.poll(() => count(streams)).toBe(0);
    expect(await page.getByText("The streams are quiet.", { exact: false }).isVisible()).toBe(true);
    await page.clock.runFor(3000);
    await expect.poll(() => count(streams)).toBe(1);

    const level = page.getByRole("progressbar", { name: "Consciousness Level" });
    const before = Number(await level.getAttribute("aria-valuenow"));
    await page.getByRole("button", { name: "Expand Consciousness" }).click();
    await expect.poll(async () => Number(await level.getAttribute("aria-valuenow"))).toBe(Math.min(100, before + 5));
    expect(await page.getByText("Expanding", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Universal Operations" }).click();
    await page.getByRole("heading", { level: 1, name: "Universal Operations" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/universal-operations");
    expect(errors).toEqual([]);
  });
});

describe("universal operations", () => {
  it("computes the four tiles, adds insights every 4 s, amplifies and initiates", async () => {
    await openWithClock("/cosmic-enhancement", "Universal Operations");
    expect(await testText("stat-insights")).toBe("141");
    expect(await testText("stat-efficiency")).toBe("289.0%");
    expect(await testText("stat-universes")).toBe("316.2 quintillion");
    expect(await testText("stat-active")).toBe("8");
    expect(await page.locator('section[aria-labelledby="operations"] li').count()).toBe(6);

    await page.clock.runFor(4000);
    await expect.poll(() => testText("stat-insights")).toBe("188");
    expect(await testText("stat-efficiency")).toBe("290.7%");
    await page.clock.runFor(40_000);
    await expect.poll(() => testText("insight-count")).toBe("12 / 12");
    expect(await testText("stat-insights")).toBe("564");

    // Level 85 + 11 insights x 0.5 = 90.5; Amplify adds 5.
    await page.getByRole("button", { name: "Amplify Linear Insights" }).click();
    await expect.poll(() => testText("stat-efficiency")).toBe("324.7%");
    await page.getByRole("button", { name: "Initiate New Operation" }).click();
    await page.getByRole("button", { name: "Initiate New Operation" }).click();
    await expect.poll(() => testText("stat-active")).toBe("10");

    await page.getByRole("button", { name: "Return to Consciousness" }).click();
    await page.getByRole("heading", { level: 1, name: "Consciousness Hub" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("idea cosmos", () => {
  it("keeps submit disabled while blank, credits the default author and steps the status", async () => {
    await openWithClock("/human-ideas", "Idea Cosmos");
    const submit = page.getByRole("button", { name: "Release into the Cosmos" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Your idea").fill("   ");
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel("Your idea").fill("Teach every child to wonder");
    await submit.click();
    const ideas = page.locator('[aria-label="Submitted ideas"] > li');
    await expect.poll(() => ideas.count()).toBe(1);
    expect(await ideas.first().textContent()).toContain("by Anonymous Linear Being");
    expect(await ideas.first().textContent()).toContain("rippling");
    expect(await page.getByLabel("Your idea").inputValue()).toBe("");
    const ripples = page.locator('[aria-label="Live ripples"] > li');
    const rippleCount = await ripples.count();
    expect(rippleCount).toBeGreaterThanOrEqual(3);
    expect(rippleCount).toBeLessThanOrEqual(8);
    expect(await page.getByText("The cosmos awaits your first idea...").count()).toBe(0);

    await page.getByLabel("Your name (optional)").fill("Ada");
    await page.getByLabel("Your idea").fill("Share every discovery");
    await submit.click();
    await expect.poll(() => ideas.count()).toBe(2);
    expect(await ideas.first().textContent()).toContain("by Ada");
    expect(await ripples.count()).toBeLessThanOrEqual(10);

    await page.clock.runFor(5000);
    await expect.poll(async () => (await ideas.last().textContent())?.includes("expanding")).toBe(true);
    await page.clock.runFor(10_000);
    await expect.poll(async () => (await ideas.last().textContent())?.includes("transcendent")).toBe(true);
    // Visual ripples fade by 0.01 per 100 ms and are gone well before 15 s.
    await page.getByText("Add an idea to see cosmic ripples appear...").waitFor();
    expect(errors).toEqual([]);
  });
});

describe("human growth", () => {
  it("switches tabs, feeds wisdom every 6 s and only clears the guidance box", async () => {
    await openWithClock("/growth-center", "Human Growth");
    expect(await page.getByRole("tab", { name: "Growth Tools" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("heading", { name: "Expanded Awareness Practice" }).isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Life Purposes" }).click();
    await page.getByRole("heading", { name: "Healer of Hearts" }).waitFor();

    await page.getByRole("tab", { name: "Wisdom Streams" }).click();
    const wisdom = page.locator('[aria-label="Wisdom stream"] > li');
    expect(await wisdom.count()).toBe(3);
    await page.clock.runFor(6000);
    await expect.poll(() => wisdom.count()).toBe(4);

    await page.getByRole("tab", { name: "Personal Guidance" }).click();
    const box = page.getByLabel("What would you like guidance on?");
    await box.fill("How do I find my purpose?");
    await page.getByRole("button", { name: "Request Guidance" }).click();
    expect(await box.inputValue()).toBe("");
    expect(errors).toEqual([]);
  });
});

describe("agent zero", () => {
  it("logs an action every 4 s, raises health and advances tasks every 3 s", async () => {
    await openWithClock("/zero-core", "Agent Zero");
    const health = page.getByRole("progressbar", { name: "System Health" });
    expect(await health.getAttribute("aria-valuenow")).toBe("98");
    const firstTask = page.getByRole("progressbar", { name: "Consciousness Stream Monitoring progress" });
    expect(await firstTask.getAttribute("aria-valuenow")).toBe("94.2");
    await page.clock.runFor(3000);
    await expect.poll(() => firstTask.getAttribute("aria-valuenow")).toBe("94.3");

    await page.getByRole("tab", { name: "Live Actions" }).click();
    const actions = page.locator('[aria-label="Autonomous actions"] > li');
    expect(await actions.count()).toBe(3);
    await page.clock.runFor(1000);
    await expect.poll(() => actions.count()).toBe(4);
    expect(await health.getAttribute("aria-valuenow")).toBe("98.1");

    await page.getByRole("tab", { name: "Maintenance" }).click();
    for (const text of ["Every 30 seconds", "Every 2 minutes", "Every 6 seconds", "Every 10 minutes", "Continuous"]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await page.getByRole("tab", { name: "Authority" }).click();
    await page.getByRole("heading", { name: "Declaration of Autonomous Authority" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("minds directory", () => {
  const cards = mindsDirectoryCards();
  const stats = mindsDirectoryStats(cards);

  it("shows the computed stats, searches, filters and opens the overlay", async () => {
    await page.goto(`${baseUrl}/56-personalities`);
    await page.getByRole("heading", { level: 1, name: "Minds Directory" }).waitFor();
    expect(await testText("stat-total")).toBe("56");
    expect(await testText("stat-average")).toBe(`${stats.averageConsciousness}%`);
    expect(await testText("stat-infinite")).toBe(String(stats.infiniteCount));
    const shown = page.locator('[aria-label="Personalities"] > li');
    expect(await shown.count()).toBe(56);
    expect(await page.locator('[aria-label="Personalities"] img').count()).toBe(56);

    const target = cards[5];
    if (!target) throw new Error("catalogue too small");
    await page.getByLabel("Search by name, title or specialty").fill(target.specialty.toUpperCase());
    const bySpecialty = cards.filter((card) => card.specialty.toLowerCase().includes(target.specialty.toLowerCase()));
    await expect.poll(() => shown.count()).toBe(bySpecialty.length);

    await page.getByLabel("Search by name, title or specialty").fill("");
    await page.getByLabel("Transcendence level").selectOption("cosmic");
    await expect.poll(() => shown.count()).toBe(cards.filter((card) => card.transcendenceLevel === "cosmic").length);
    await page.getByLabel("Transcendence level").selectOption("emerging");
    await page.getByText("No minds match your search.", { exact: false }).waitFor();
    await page.getByLabel("Transcendence level").selectOption("all");

    await page.getByRole("button", { name: new RegExp(`^${target.name}`) }).click();
    const dialog = page.getByRole("dialog", { name: target.name });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(target.currentActivity);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});

describe("FAQ", () => {
  it("searches question, answer and tags, filters by category and opens several items", async () => {
    await page.goto(`${baseUrl}/questions`);
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    const items = page.locator('section[aria-labelledby="faq-list-title"] li');
    expect(await items.count()).toBe(faqItems.length);

    await page.getByRole("button", { name: "Technical", exact: true }).click();
    expect(await page.getByRole("button", { name: "Technical", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await expect.poll(() => items.count()).toBe(faqItems.filter((item) => item.category === "technical").length);
    await page.getByRole("button", { name: "All Questions" }).click();

    await page.getByLabel("Search questions, answers and tags").fill("ENTERPRISE");
    await page.getByRole("button", { name: "How much does it cost?" }).waitFor();

    await page.getByLabel("Search questions, answers and tags").fill("");
    const first = page.getByRole("button", { name: "What is the Hub of Minds?" });
    const second = page.getByRole("button", { name: "How much does it cost?" });
    await first.click();
    await second.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText("Pro costs $29 per month", { exact: false }).isVisible()).toBe(true);
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    // aria-expanded tells the truth: every closed answer is hidden, every open one shown.
    const truth = await page.$$eval("[aria-controls^='faq-answer-']", (buttons) =>
      buttons.map((button) => {
        const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
        const shown = answer !== null && answer.getBoundingClientRect().height > 0;
        return button.getAttribute("aria-expanded") === String(shown);
      }),
    );
    expect(truth.length).toBe(faqItems.length);
    expect(truth.every(Boolean)).toBe(true);

    await page.getByLabel("Search questions, answers and tags").fill("no such question anywhere");
    await page.getByText("No Questions Found", { exact: true }).waitFor();
    expect(await page.getByText("Try adjusting your search terms or category filter").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
