import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest, watchErrors } from "../../../scripts/e2e/browser";
import { axeViolations, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
const session = openPagePerTest((opened) => ({ page, errors } = opened));

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

// Live pages under test show the same page every run, fixed the way the widgets' pixel test fixes them: a
// seeded random source (`?seed=`, as the widgets' `seed` attribute) and a paused fake clock, so no engine tick
// lands while axe reads the page; reduced motion is emulated, so nothing is caught half-way through a fade.
const frozenAt = new Date("2026-03-14T09:26:53Z").getTime();
const seed = 4;
// React reveals a lazy page after a 300 ms throttle: fake time the page gets once its chunk is in.
const revealMs = 400;
// The most fake time the page may get while it is read, well before the earliest engine tick (1.5 s).
const creepLimitMs = 800;

/**
 * Lets fake time creep 1 ms per 20 ms of real time while `work` runs: axe and react-query wait on zero-delay
 * timers, which a paused clock never fires.
 */
async function creeping<T>(target: Page, work: Promise<T>): Promise<T> {
  let done = false;
  const outcome = work
    .then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    .finally(() => {
      done = true;
    });
  for (let crept = 0; !done; crept++) {
    if (crept > creepLimitMs) throw new Error(`the page needed more than ${creepLimitMs} ms of fake time`);
    await target.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await outcome;
  if ("error" in result) throw result.error;
  return result.value;
}

/**
 * Runs `use` on a fresh page (the fake clock belongs to the page) opened at a showcase path: seeded, frozen,
 * reduced motion, settled. Returns what `use` returns and the page's errors.
 */
async function onSettledPage<T>(path: string, text: string, use: (settled: Page) => Promise<T>) {
  const settled = await session.browser.newPage({ reducedMotion: "reduce" });
  const settledErrors = watchErrors(settled);
  try {
    // The installed clock runs until paused, and can only be paused in its future.
    await settled.clock.install({ time: frozenAt - 60_000 });
    await settled.clock.pauseAt(frozenAt);
    await settled.goto(`${baseUrl}${path}?seed=${seed}`, { waitUntil: "networkidle" });
    await settled.clock.runFor(revealMs);
    // Waits for screens whose content arrives after a server answer (the portal's session check).
    await creeping(settled, settled.getByText(text, { exact: true }).first().waitFor({ timeout: 5000 }));
    return { result: await creeping(settled, use(settled)), errors: settledErrors };
  } finally {
    await settled.close();
  }
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
      const wcag = (settled: Page) => axeViolations(settled, ["wcag2a", "wcag2aa"]);
      const { result, errors: pageErrors } = await onSettledPage(path, text, wcag);
      expect(result).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(["/consciousness", "/universal-operations", "/human-growth", "/agent-zero"])(
    "%s shows the same page for the same seed and clock",
    async (path) => {
      const text = screens.find((screen) => screen.paths.includes(path))?.texts[0] ?? "";
      const mainText = async (settled: Page) => (await settled.locator("main").textContent()) ?? "";
      const first = await onSettledPage(path, text, mainText);
      const second = await onSettledPage(path, text, mainText);
      expect(first.result.length).toBeGreaterThan(200);
      expect(second.result).toBe(first.result);
      expect([...first.errors, ...second.errors]).toEqual([]);
    },
  );

  it("links the showcase, through the site's sidebar, to the Minds Hub, the cluster and the personalities", async () => {
    await page.goto(`${baseUrl}/faq`);
    const nav = page.getByRole("navigation", { name: "Site" });
    await nav.waitFor();
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["FAQ"]);
    for (const [name, href] of [
      ["Minds Hub", "/hub"],
      ["Cluster Apps", "/cluster"],
      ["Personalities", "/customer"],
    ]) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    await nav.getByRole("link", { name: "Personalities", exact: true }).click();
    await page.waitForURL(`${baseUrl}/customer`);
    // Signed out, the Personality Hub shows its catalogue and asks for the session in place of the account.
    await page.getByTestId("customer-sign-in").waitFor();
    await page.goBack();
    await nav.getByRole("link", { name: "Cluster Apps", exact: true }).click();
    await page.waitForURL(`${baseUrl}/cluster`);
    // Its Install names the dependencies it brings when some are missing ("Install with 2 dependencies: ...").
    await page.getByRole("button", { name: /^Install (with \d+ dependenc(y|ies): )?Sentiment Radar$/ }).waitFor();
    expect(unexpected(errors, [`HTTP 401: ${baseUrl}/api/customers/1`])).toEqual([]);
  });

  it("keeps unknown paths on the 404 page", async () => {
    await page.goto(`${baseUrl}/consciousness-extra`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });
});
