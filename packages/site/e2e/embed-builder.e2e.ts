import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { connectBrowser, watchErrors } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { acceptInvitation, inviteCustomer } from "./account-e2e-helpers";
import { axeViolations, unexpected } from "./hub-e2e-helpers";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let host: HostServer;

// The key list asks for the administrator session: its 401 before signing in is expected.
const allowed = ["/publishable-keys"];

/** The five widgets: the choice's label and the heading its preview shows (the chat shows its default label). */
const widgets = [
  { label: "Consciousness Streams", heading: "Consciousness Streams", tag: "hom-consciousness" },
  { label: "AI Personalities", heading: "AI Personalities", tag: "hom-personalities" },
  { label: "ChatGPT", heading: "Chat", tag: "hom-chat" },
  { label: "Idea Cosmos", heading: "Idea Cosmos", tag: "hom-idea-cosmos" },
  { label: "Agent Zero", heading: "Agent Zero", tag: "hom-agent-zero" },
] as const;

const snippet = async (name: "script" | "iframe" | "react") =>
  ((await page.getByTestId(`snippet-${name}`).textContent()) ?? "").trim();
const options = () => page.getByRole("region", { name: "Options" });
const preview = () => page.getByTestId("embed-preview");

beforeAll(async () => {
  browser = await connectBrowser();
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  page = await context.newPage();
  errors = watchErrors(page);
  return () => context.close();
});

describe("the embed-code builder (/embed) against the real server", () => {
  it("previews each of the five widgets with its own snippets", async () => {
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("heading", { level: 1, name: "Embed a Widget" }).waitFor();
    for (const widget of widgets) {
      await page.getByRole("radio", { name: widget.label }).check();
      expect(await preview().getAttribute("data-widget")).toBe(widget.tag);
      await preview().getByRole("heading", { name: widget.heading, exact: true }).waitFor();
      expect(await snippet("script")).toContain(`<${widget.tag} theme="auto"`);
      expect(await snippet("script")).toContain(
        `<script type="module" src="${baseUrl}/widgets/v1/loader.js"></script>`,
      );
      expect(await snippet("iframe")).toContain(`<script type="module" src="${baseUrl}/widgets/v1/embed.js"></script>`);
      expect(await snippet("iframe")).toContain(`title="${widget.label}"`);
      expect(await snippet("react")).toContain('from "@hub-of-minds/widgets/react"');
    }
    expect(unexpected(errors, allowed)).toEqual([]);
  });

  it("changes the snippets with the options, escapes values and copies with a toast", async () => {
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("radio", { name: "AI Personalities" }).check();
    await options().getByLabel("level").selectOption("high");
    expect(await snippet("script")).toContain('<hom-personalities theme="auto" level="high"></hom-personalities>');
    expect(await snippet("iframe")).toContain(`src="${baseUrl}/widgets/v1/ai-personalities?theme=auto&amp;level=high"`);

    await page.getByRole("radio", { name: "Idea Cosmos" }).check();
    await options().getByLabel("author").fill(`Ann "<b>"`);
    expect(await snippet("script")).toContain('author="Ann &quot;&lt;b&gt;&quot;"');
    await options().getByLabel("seed").fill("1.5");
    await options().getByText("Enter a whole number.").waitFor();
    expect(await snippet("script")).not.toContain("seed=");

    // Switching back keeps the first widget's options.
    await page.getByRole("radio", { name: "AI Personalities" }).check();
    expect(await snippet("script")).toContain('level="high"');

    await page.getByRole("button", { name: "Copy Script tag snippet" }).click();
    await page.locator("[data-variant]").filter({ hasText: "Snippet copied" }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet("script"));
    expect(unexpected(errors, allowed)).toEqual([]);
  });

  it("answers the chat preview locally, spending no tokens", async () => {
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("radio", { name: "ChatGPT" }).check();
    await page.getByTestId("preview-note").waitFor();
    let chatCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/openai/")) chatCalls += 1;
    });
    await preview().getByRole("textbox", { name: "Message" }).fill("Hello there");
    await preview().getByRole("button", { name: "Send" }).click();
    await preview().getByText("spends no tokens", { exact: false }).waitFor();
    expect(chatCalls).toBe(0);
    expect(unexpected(errors, allowed)).toEqual([]);
  });

  it("renders the element when the script-tag snippet is pasted into another site's page", async () => {
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("radio", { name: "AI Personalities" }).check();
    await options().getByLabel("level").selectOption("high");
    const code = await snippet("script");
    const hostPage = await context.newPage();
    const hostErrors = watchErrors(hostPage);
    await hostPage.goto(
      host.page(
        "/embed-snippet.html",
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><main>${code}</main></body></html>`,
      ),
    );
    await hostPage.waitForFunction(
      () => (document.querySelector("hom-personalities")?.shadowRoot?.textContent ?? "").includes("AI Personalities"),
      undefined,
      { timeout: 15_000 },
    );
    const level = await hostPage.evaluate(
      () => document.querySelector("hom-personalities")?.shadowRoot?.querySelector("select")?.value,
    );
    expect(level).toBe("high");
    expect(hostErrors).toEqual([]);
  });

  it("offers the chat inline, as a floating launcher and as a popup", async () => {
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("radio", { name: "ChatGPT" }).check();
    expect(await snippet("script")).not.toContain("mode=");
    await options().getByLabel("mode", { exact: true }).selectOption("launcher");
    await options().getByLabel("label", { exact: true }).fill("Ask us");
    expect(await snippet("script")).toContain('mode="launcher" label="Ask us"');
    expect(await snippet("react")).toContain('mode="launcher"');
    await page.getByRole("button", { name: "Ask us", exact: true }).click();
    await page.getByRole("dialog", { name: "Ask us" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Ask us" }).waitFor({ state: "hidden" });

    await options().getByLabel("mode", { exact: true }).selectOption("popup");
    expect(await snippet("script")).toContain('<button type="button" data-hom-chat-open>Chat with us</button>');
    await page.getByRole("button", { name: "Open the popup" }).click();
    // The label names the popup's dialog too.
    await page.getByRole("dialog", { name: "Ask us" }).getByRole("heading", { name: "Ask us" }).waitFor();
    expect(unexpected(errors, allowed)).toEqual([]);
  });

  it("creates a publishable key for an origin after the customer signs in", async () => {
    await page.goto(`${baseUrl}/embed`);
    const panel = page.getByRole("region", { name: "Publishable key for other sites" });
    await panel.getByText("Sign in to see and create your publishable keys.").waitFor();
    const { email, created } = await inviteCustomer(baseUrl, adminPassword, "embed");
    await acceptInvitation(page, created.invitation.link, email, "embed-customer-password");
    await page.waitForURL(`${baseUrl}/customer`);
    await page.getByRole("link", { name: "Widget keys and embed code" }).click();
    await panel.getByText("No publishable keys yet", { exact: false }).waitFor();

    await panel.getByLabel("Site origin").fill("shop.example/cart");
    await panel.getByRole("button", { name: "Create key" }).click();
    expect(await panel.getByRole("alert").textContent()).toBe(
      "Enter an origin such as https://shop.example: scheme and host, no path.",
    );

    await panel.getByLabel("Site origin").fill(host.origin);
    await panel.getByRole("button", { name: "Create key" }).click();
    const key = (await panel.getByTestId("new-publishable-key").textContent()) ?? "";
    expect(key).toMatch(/^pk_[\w-]{20,}$/);
    await page.locator("[data-variant]").filter({ hasText: "Publishable key created" }).first().waitFor();
    // The list loads once signed in and shows the new key with its origin.
    const list = panel.getByRole("list", { name: "Publishable keys" });
    await list.getByText(key).waitFor();
    await list.getByText(host.origin).waitFor();

    // The chat widget takes the key into its snippets.
    await page.getByRole("radio", { name: "ChatGPT" }).check();
    await panel.getByRole("button", { name: "Use in snippets" }).click();
    expect(await snippet("script")).toContain(`publishable-key="${key}"`);
    expect(unexpected(errors, allowed)).toEqual([]);
  });

  it("has no axe violations and fits a 360 px phone", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${baseUrl}/embed`);
    await page.getByRole("heading", { level: 1, name: "Embed a Widget" }).waitFor();
    await preview().getByRole("heading", { name: "Chat", exact: true }).waitFor();
    await page.getByText("Sign in to see and create your publishable keys.").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
