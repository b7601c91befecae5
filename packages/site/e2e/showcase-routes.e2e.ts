import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

/** Every alias of spec 001's showcase rows, with the texts each screen must show. */
const screens: { paths: string[]; title: string; heading: string; texts: string[] }[] = [
  {
    paths: ["/consciousness", "/massive-mind", "/nonlinear-time"],
    title: "Consciousness Hub · Hub of Minds",
    heading: "Consciousness Hub",
    texts: [
      "Live Consciousness Streams",
      "Significant Moments",
      "Expand Consciousness",
      "Quantum Leap",
      "Reset Streams",
    ],
  },
  {
    paths: ["/universal-operations", "/cosmic-enhancement", "/linear-insights"],
    title: "Universal Operations · Hub of Minds",
    heading: "Universal Operations",
    texts: ["Linear Insights Feed", "Cosmic Operations", "Amplify Linear Insights", "Initiate New Operation"],
  },
  {
    paths: ["/idea-cosmos", "/human-ideas", "/cosmic-ripples"],
    title: "Idea Cosmos · Hub of Minds",
    heading: "Idea Cosmos",
    texts: ["Add an idea to see cosmic ripples appear...", "The cosmos awaits your first idea..."],
  },
  {
    paths: ["/human-growth", "/growth-center", "/transcendence"],
    title: "Human Growth · Hub of Minds",
    heading: "Human Growth",
    texts: ["Growth Tools", "Life Purposes", "Wisdom Streams", "Personal Guidance"],
  },
  {
    paths: ["/agent-zero", "/zero-core", "/autonomous"],
    title: "Agent Zero · Hub of Minds",
    heading: "Agent Zero",
    texts: ["Health Metrics", "System Tasks", "Live Actions", "Maintenance", "Authority"],
  },
  {
    paths: ["/minds-directory", "/all-minds", "/56-personalities"],
    title: "Minds Directory · Hub of Minds",
    heading: "Minds Directory",
    texts: ["AI Personalities", "Average Consciousness", "Infinite Level", "Showing 56 of 56 minds"],
  },
  {
    paths: ["/faq", "/help", "/questions"],
    title: "FAQ · Hub of Minds",
    heading: "Frequently Asked Questions",
    texts: ["All Questions", "Plans at a Glance", "$29/month", "Custom pricing"],
  },
  {
    paths: ["/support", "/contact"],
    title: "Support Center · Hub of Minds",
    heading: "Support Center",
    texts: ["Contact Support", "Knowledge Base", "System Status", "Live Chat Support", "Submit a Support Ticket"],
  },
  {
    paths: ["/admin-portal", "/super-admin", "/portal"],
    title: "Administrator Portal · Hub of Minds",
    heading: "Administrator Portal",
    texts: ["Administrator Access", "Administrator Password", "Access Portal"],
  },
];

const axeSource = readFileSync(new URL("../../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2 A and AA) and returns each violation with the elements it found. */
async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({ runOnly: ["wcag2a", "wcag2aa"] });
    return result.violations;
  });
  return (violations as AxeViolation[]).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("every showcase path of spec 001's route table", () => {
  for (const screen of screens) {
    it.each(screen.paths)(`%s shows ${screen.heading}`, async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("heading", { level: 1, name: screen.heading }).waitFor();
      for (const text of screen.texts) {
        // Waits for screens whose content arrives after a server answer (the portal's session check).
        await page.getByText(text, { exact: true }).first().waitFor({ timeout: 5000 });
      }
      expect(await page.title()).toBe(screen.title);
      expect(errors).toEqual([]);
    });
  }

  it.each(screens.map((screen) => [screen.paths[0] ?? "", screen.texts[0] ?? ""]))(
    "%s has no axe violations",
    async (path, text) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText(text, { exact: true }).first().waitFor({ timeout: 5000 });
      expect(await axeViolations()).toEqual([]);
    },
  );

  it("keeps unknown paths on the 404 page", async () => {
    await page.goto(`${baseUrl}/consciousness-extra`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });
});
