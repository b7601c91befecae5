import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";

const baseUrl = inject("baseUrl");
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

describe("/browser", () => {
  it("shows the five platforms, the feature badges, the sessions and the ChatGPT panel", async () => {
    await page.goto(`${baseUrl}/ai-browser`);
    await page.getByRole("heading", { name: "AI Browser Hub" }).waitFor();
    const platforms = page.getByRole("region", { name: "Platforms" });
    for (const name of ["ChatGPT", "Claude", "Perplexity", "Gemini", "Copilot"]) {
      await expect(platforms.getByRole("button", { name: new RegExp(`^${name}`) }).count()).resolves.toBe(1);
    }
    for (const badge of ["Ad Blocker Active", "Privacy Mode Enabled", "Auto-fill Ready", "Session Save On"]) {
      await expect(page.getByText(badge).isVisible()).resolves.toBe(true);
    }
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "main",
      "research",
      "coding",
      "writing",
      "analysis",
    ]);
    await page.getByRole("button", { name: "Reset conversation" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("opens other platforms as a placeholder with a new-tab link, and keeps history", async () => {
    await page.goto(`${baseUrl}/browser`);
    await page.getByRole("button", { name: /^Claude/ }).click();
    const open = page.getByRole("link", { name: "Open Claude" });
    await open.waitFor();
    expect(await open.getAttribute("target")).toBe("_blank");
    expect(await open.getAttribute("rel")).toContain("noopener");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Reset conversation" }).waitFor();
    await page.getByRole("button", { name: "Forward" }).click();
    await open.waitFor();

    const address = page.getByLabel("Address");
    await address.fill("gemini.google.com");
    await address.press("Enter");
    await page.getByRole("link", { name: "Open Gemini" }).waitFor();
    expect(await address.inputValue()).toBe("https://gemini.google.com/");
    expect(errors).toEqual([]);
  });
});

describe("/browser's ChatGPT panel", () => {
  const sse = (deltas: string[], totalTokens: number) =>
    `${[
      ...deltas.map((content) => ({ choices: [{ delta: { content } }] })),
      { choices: [], usage: { total_tokens: totalTokens } },
    ]
      .map((event) => `data: ${JSON.stringify(event)}\n\n`)
      .join("")}data: [DONE]\n\n`;

  it("fills the input from a suggested prompt, streams the reply with its tokens, and resets to the greeting", async () => {
    let sent: { messages: { role: string; content: string }[]; model: string; maxTokens: number } | undefined;
    await page.route(`${baseUrl}/api/openai/chat/completions`, async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: sse(["Start ", "with ", "*one* ", "habit."], 42),
      });
    });
    await page.goto(`${baseUrl}/browser`);
    const prompt = "Help me plan a productive morning routine";
    await page.getByRole("button", { name: prompt }).click();
    const input = page.getByRole("textbox", { name: "Message" });
    expect(await input.inputValue()).toBe(prompt);
    await input.press("Enter");
    const messages = page.getByTestId("chat-message");
    await expect.poll(() => messages.count()).toBe(3);
    await expect.poll(() => messages.nth(2).textContent()).toContain("Start with one habit.");
    expect(await messages.nth(2).locator("em").textContent()).toBe("one");
    expect(await messages.nth(2).textContent()).toContain("42 tokens");
    expect(sent?.messages.at(-1)).toEqual({ role: "user", content: prompt });
    expect(sent?.model).toBe("gpt-4o");
    expect(sent?.maxTokens).toBe(2048);

    await page.getByRole("button", { name: "Reset conversation" }).click();
    await expect.poll(() => page.getByTestId("chat-message").count()).toBe(1);
    expect(await page.getByTestId("chat-message").first().getAttribute("data-role")).toBe("assistant");
    expect(errors).toEqual([]);
  });

  it("generates an image with spec 000's call: POST /api/openai/images/generations {prompt, size, quality}", async () => {
    const posted: { path: string; body: unknown; server: unknown }[] = [];
    const imageUrl = `${baseUrl}/generated/lighthouse.png`;
    await page.route(`${baseUrl}/api/openai/images/**`, async (route) => {
      // The real server sees the body first: it takes it, and stops only at the key this run has not got.
      const server = (await (await route.fetch()).json()) as { code?: string };
      posted.push({
        path: new URL(route.request().url()).pathname,
        body: route.request().postDataJSON(),
        server: server.code,
      });
      await route.fulfill({ status: 200, json: { data: [{ url: imageUrl }] } });
    });
    await page.route(imageUrl, (route) =>
      route.fulfill({
        status: 200,
        contentType: "image/png",
        body: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
          "base64",
        ),
      }),
    );
    await page.goto(`${baseUrl}/browser`);
    const input = page.getByRole("textbox", { name: "Message" });
    await input.fill("A lighthouse at dawn");
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await expect.poll(() => page.locator(`img[src="${imageUrl}"]`).count()).toBe(1);
    expect(posted).toEqual([
      {
        path: "/api/openai/images/generations",
        body: { prompt: "A lighthouse at dawn", size: "1024x1024", quality: "standard" },
        server: "provider_key_missing",
      },
    ]);
    expect(errors).toEqual([]);
  });

  it("offers the hub's usable chat models from /api/chat-models and sends the picked one", async () => {
    // A hub without provider keys (this run's server has none) lists none: the panel keeps its default three.
    await page.goto(`${baseUrl}/browser`);
    const picker = page.getByRole("combobox", { name: "Model" });
    await expect.poll(() => picker.locator("option").allTextContents()).toEqual(["gpt-4o", "gpt-4", "gpt-3.5-turbo"]);

    // With saved PEO and HuggingFace keys the list names their chat models.
    await page.route(`${baseUrl}/api/chat-models`, (route) =>
      route.fulfill({
        status: 200,
        json: {
          models: [
            { id: "gpt-4o", provider: "openai", name: "gpt-4o" },
            { id: "huggingface/meta-llama/Llama-3.1-8B-Instruct", provider: "huggingface", name: "DialoGPT" },
            { id: "google/gemini-2.5-pro", provider: "peo", name: "Gemini Pro" },
          ],
        },
      }),
    );
    let sent: { model: string } | undefined;
    await page.route(`${baseUrl}/api/openai/chat/completions`, async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, headers: { "content-type": "text/event-stream" }, body: sse(["Hi."], 5) });
    });
    await page.reload();
    await expect.poll(() => picker.locator("option").allTextContents()).toEqual(["gpt-4o", "DialoGPT", "Gemini Pro"]);
    await picker.selectOption({ label: "Gemini Pro" });
    const input = page.getByRole("textbox", { name: "Message" });
    await input.fill("Hello");
    await input.press("Enter");
    await expect.poll(() => sent?.model).toBe("google/gemini-2.5-pro");
    expect(errors).toEqual([]);
  });
});
