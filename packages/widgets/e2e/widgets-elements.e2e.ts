import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { hostHtml, shadowText, type WidgetTag, waitForDefined, widgetTags } from "./widget-host";

const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));
let pages = 0;

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
});

async function open(tags: readonly WidgetTag[], body: string, head = "") {
  await page.goto(host.page(`/elements-${++pages}`, hostHtml(baseUrl, tags, body, head)));
  await waitForDefined(page, tags);
}

const expectedText: Record<WidgetTag, string[]> = {
  "hom-consciousness": ["Nonlinear Phase α-7", "Accelerating", "Coherent"],
  "hom-personalities": ["AI Personalities", "Marcus Vale", "Total", "Avg Level", "Transcending"],
  "hom-chat": ["Chat", "gpt-4o", "Temperature: 0.7", "1 message", "Send", "Image"],
  "hom-idea-cosmos": ["247", "1,847", "156", "0/500", "Release Idea", "Maya Chen"],
  "hom-agent-zero": ["15,847", "2,394", "73", "98.7%", "67.2%", "23 ms", "99.9%", "Unlimited Eternal Authority"],
};

describe("the five custom elements on a host page of another origin", () => {
  it("each renders its spec content in an open shadow root with adopted styles, nothing in <head>", async () => {
    await open(widgetTags, widgetTags.map((tag) => `<${tag} theme="dark" seed="3"></${tag}>`).join(""));
    for (const tag of widgetTags) {
      await page.waitForFunction(
        (name) => (document.querySelector(name)?.shadowRoot?.textContent ?? "").length > 20,
        tag,
      );
      const facts = await page.evaluate((name) => {
        const root = document.querySelector(name)?.shadowRoot;
        return {
          mode: root?.mode,
          // The runtime's sheet (the theme, the same object in every widget), then the widget's own.
          sheets: root?.adoptedStyleSheets.length,
          shared: root?.adoptedStyleSheets[0] === document.querySelector("hom-chat")?.shadowRoot?.adoptedStyleSheets[0],
          rules: root?.adoptedStyleSheets[1]?.cssRules.length ?? 0,
        };
      }, tag);
      expect(facts, tag).toEqual({ mode: "open", sheets: 2, shared: true, rules: expect.any(Number) });
      expect(facts.rules, tag).toBeGreaterThan(5);
      const text = await shadowText(page, tag);
      for (const expected of expectedText[tag]) expect(text, `${tag}: ${expected}`).toContain(expected);
    }
    expect(await page.evaluate(() => document.head.querySelectorAll("style, link[rel=stylesheet]").length)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("personalities: search, level filter, summary counts and a composed hom-personality-selected event", async () => {
    await open(["hom-personalities"], `<hom-personalities theme="light"></hom-personalities>`);
    const widget = page.locator("hom-personalities");
    await expect.poll(() => widget.getByTestId("personality-card").count()).toBe(12);
    await expect.poll(() => widget.getByTestId("summary-total").textContent()).toBe("12");
    await widget.getByLabel("Level").selectOption("high");
    const high = await widget.getByTestId("personality-card").count();
    expect(high).toBeGreaterThan(0);
    expect(high).toBeLessThan(12);
    expect(await widget.getByTestId("summary-total").textContent()).toBe(String(high));
    await widget.getByLabel("Level").selectOption("all");
    await widget.getByLabel("Search").fill("no such mind");
    await widget.getByText("No personalities match your search.").waitFor();
    expect(await widget.getByTestId("summary-total").textContent()).toBe("0");
    await widget.getByLabel("Search").fill("marcus");
    const selected = page.evaluate(
      () =>
        new Promise<{ detail: unknown; target: string }>((resolve) =>
          document.addEventListener("hom-personality-selected", (event) =>
            resolve({ detail: (event as CustomEvent).detail, target: (event.target as Element).localName }),
          ),
        ),
    );
    await widget.getByTestId("personality-card").first().click();
    expect(await selected).toEqual({
      detail: { id: "marcus-vale", name: "Marcus Vale", level: 7 },
      target: "hom-personalities",
    });

    // Attributes changed later by the host move the controls and the theme.
    await page.evaluate(() => {
      const element = document.querySelector("hom-personalities");
      element?.setAttribute("level", "emerging");
      element?.setAttribute("theme", "dark");
    });
    await expect.poll(() => widget.getByLabel("Level").inputValue()).toBe("emerging");
    await expect.poll(() => widget.getAttribute("data-hom-theme")).toBe("dark");
    expect(errors).toEqual([]);
  });

  it("idea-cosmos: counter, release after the simulated delay, ripple and event", async () => {
    await open(["hom-idea-cosmos"], `<hom-idea-cosmos seed="5" author="Ada"></hom-idea-cosmos>`);
    const widget = page.locator("hom-idea-cosmos");
    const release = widget.getByRole("button", { name: "Release Idea" });
    await release.waitFor();
    expect(await release.isDisabled()).toBe(true);
    await widget.getByLabel("Share an idea with the cosmos").fill("   ");
    expect(await release.isDisabled()).toBe(true);
    await widget.getByLabel("Share an idea with the cosmos").fill("Clean energy for everyone");
    expect(await widget.getByTestId("idea-counter").textContent()).toBe("25/500");
    const submitted = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener("hom-idea-submitted", (event) => resolve((event as CustomEvent).detail)),
        ),
    );
    const started = Date.now();
    await release.click();
    await widget.getByText("Releasing into the cosmos...").waitFor();
    const detail = (await submitted) as { idea: string; submittedBy: string; universalScore: number };
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(detail.idea).toBe("Clean energy for everyone");
    expect(detail.submittedBy).toBe("Ada");
    expect(detail.universalScore).toBeGreaterThanOrEqual(70);
    expect(detail.universalScore).toBeLessThanOrEqual(99);
    await expect.poll(() => widget.getByTestId("stat-ideas").textContent()).toBe("248");
    const points = Number((await widget.getByTestId("stat-points").textContent())?.replace(/,/g, ""));
    expect(points).toBe(1847 + detail.universalScore);
    const first = widget.getByTestId("ripple").first();
    expect(await first.getAttribute("data-status")).toBe("propagating");
    expect(await first.textContent()).toContain("Amplifies quantum energy flows through the cosmic grid");
    expect(errors).toEqual([]);
  });

  it("agent zero: active tasks progress on the 3 s tick", async () => {
    await open(["hom-agent-zero"], `<hom-agent-zero seed="11"></hom-agent-zero>`);
    const widget = page.locator("hom-agent-zero");
    await expect.poll(() => widget.getByTestId("agent-task").count()).toBe(6);
    const read = () =>
      page.evaluate(() => {
        const root = document.querySelector("hom-agent-zero")?.shadowRoot;
        const bars = [...(root?.querySelectorAll('[role="progressbar"]') ?? [])];
        return {
          progress: bars.reduce((sum, bar) => sum + Number(bar.getAttribute("aria-valuenow")), 0),
          completed: Number(root?.querySelector('[data-testid="tasks-completed"]')?.textContent?.replace(/,/g, "")),
        };
      });
    const before = await read();
    expect(before.completed).toBe(15847);
    await expect
      .poll(
        async () => {
          const now = await read();
          return now.progress > before.progress || now.completed > before.completed;
        },
        { timeout: 12_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it("removing the elements leaves no interval running; many instances keep their own state", async () => {
    await page.addInitScript(() => {
      const live = new Set<unknown>();
      const w = window as unknown as { __liveIntervals: Set<unknown> };
      w.__liveIntervals = live;
      const set = window.setInterval.bind(window);
      const clear = window.clearInterval.bind(window);
      window.setInterval = ((handler: TimerHandler, ms?: number) => {
        const id = set(handler, ms);
        live.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        live.delete(id);
        clear(id);
      }) as typeof window.clearInterval;
    });
    const many = [
      ...Array.from({ length: 10 }, () => "<hom-chat></hom-chat>"),
      ...["hom-consciousness", "hom-personalities", "hom-idea-cosmos", "hom-agent-zero"].flatMap((tag) =>
        Array.from({ length: 5 }, (_, index) => `<${tag} seed="${index + 1}"></${tag}>`),
      ),
    ].join("");
    await open(widgetTags, many);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main > *")].every((el) => (el.shadowRoot?.textContent ?? "").length > 20),
    );
    expect(await page.evaluate(() => document.querySelectorAll("main > *").length)).toBe(30);
    const running = await page.evaluate(
      () => (window as unknown as { __liveIntervals: Set<unknown> }).__liveIntervals.size,
    );
    expect(running).toBeGreaterThanOrEqual(10);

    // Each chat keeps its own draft.
    const chats = page.locator("hom-chat");
    await chats.nth(3).getByLabel("Message", { exact: true }).fill("only in the fourth chat");
    const drafts = await page.evaluate(() =>
      [...document.querySelectorAll("hom-chat")].map((el) => el.shadowRoot?.querySelector("textarea")?.value),
    );
    expect(drafts.filter((value) => value === "only in the fourth chat")).toHaveLength(1);
    expect(drafts[3]).toBe("only in the fourth chat");

    await page.evaluate(() => {
      for (const el of document.querySelectorAll("main > *")) el.remove();
    });
    expect(errors).toEqual([]);
    // Preact runs the effect cleanups in the task after the removal, so the count drops a moment later.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __liveIntervals: Set<unknown> }).__liveIntervals.size), {
        timeout: 1000,
      })
      .toBe(0);
    expect(errors).toEqual([]);
  });

  it("keys typed inside a widget do not reach the host page's shortcuts", async () => {
    await open(
      ["hom-chat"],
      `<label>Host field <input id="host-field"></label><hom-chat></hom-chat>`,
      `<script>window.__keys = 0; document.addEventListener("keydown", () => window.__keys++);</script>`,
    );
    await page.locator("hom-chat").getByLabel("Message", { exact: true }).pressSequentially("hello");
    expect(await page.evaluate(() => (window as unknown as { __keys: number }).__keys)).toBe(0);
    // The control: the same keys typed in the host's own field do reach its listener.
    await page.locator("#host-field").pressSequentially("x");
    expect(await page.evaluate(() => (window as unknown as { __keys: number }).__keys)).toBe(1);
  });
});
