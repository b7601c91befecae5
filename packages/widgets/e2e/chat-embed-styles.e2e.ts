import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { HostServer } from "../../../scripts/e2e/host-server";
import { openHostPages } from "./widget-host";

// The chat's launcher and popup modes, through the loader as a host page would use them.
const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
openHostPages((opened) => ({ page, errors, host } = opened));
let pages = 0;

const open = (body: string) =>
  page.goto(
    host.page(
      `/chat-modes-${++pages}`,
      `<!doctype html><html lang="en"><head><title>Chat modes</title>
      <script type="module" src="${baseUrl}/widgets/v1/loader.js"></script></head><body><main>${body}</main></body></html>`,
    ),
  );
/** The focused element inside the chat's shadow root, described by its tag and accessible text. */
const focused = () =>
  page.evaluate(() => {
    const active = document.querySelector("hom-chat")?.shadowRoot?.activeElement;
    return active ? `${active.localName}:${active.getAttribute("aria-label") ?? active.textContent?.trim() ?? ""}` : "";
  });

describe("chat embed styles", () => {
  it("launcher: a corner button by keyboard opens the chat panel, Escape closes it and focus returns", async () => {
    await open(
      `<hom-chat mode="launcher" position="bottom-left" label="Ask us" color="rgb(200, 0, 0)" api-base="${baseUrl}"></hom-chat>`,
    );
    const launcher = page.locator("hom-chat").getByRole("button", { name: "Ask us", exact: true });
    await launcher.waitFor();
    const box = await launcher.boundingBox();
    expect(box?.x).toBe(20);
    expect(await launcher.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(200, 0, 0)");
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("hom-chat").getByRole("dialog").count()).toBe(0);

    await page.keyboard.press("Tab");
    expect(await focused()).toBe("button:Ask us");
    await page.keyboard.press("Enter");
    const dialog = page.locator("hom-chat").getByRole("dialog", { name: "Ask us" });
    // The label names the dialog and titles the panel.
    await dialog.getByRole("heading", { name: "Ask us" }).waitFor();
    expect(await launcher.getAttribute("aria-expanded")).toBe("true");
    expect(await launcher.getAttribute("part")).toBe("launcher");
    expect(await dialog.getAttribute("part")).toBe("panel");
    expect(await focused()).toMatch(/^textarea:/);
    await page.keyboard.type("Hello there");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focused()).toBe("button:Ask us");
    // Reopened, the conversation and the draft are where they were.
    await launcher.click();
    expect(await dialog.getByRole("textbox").inputValue()).toBe("Hello there");
    expect(errors).toEqual([]);
  });

  it("popup: any marked host element opens it as a modal dialog that keeps focus, Escape closes it", async () => {
    await open(`<button type="button" data-hom-chat-open>Talk to us</button>
      <button type="button" data-hom-chat-open="someone-else">Other chat</button>
      <hom-chat id="support" mode="popup" api-base="${baseUrl}"></hom-chat>`);
    await page.waitForFunction(() => customElements.get("hom-chat") !== undefined);
    const dialog = page.locator("hom-chat").getByRole("dialog");
    await page.getByRole("button", { name: "Other chat" }).click();
    await page.waitForTimeout(200);
    expect(await dialog.count()).toBe(0);

    await page.getByRole("button", { name: "Talk to us" }).click();
    await dialog.getByRole("heading", { name: "Chat", exact: true }).waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await page.locator("hom-chat").locator('[part="backdrop"]').isVisible()).toBe(true);
    expect(await focused()).toMatch(/^textarea:/);
    // Tab never leaves the dialog.
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.localName)).toBe("hom-chat");
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Talk to us");
    expect(errors).toEqual([]);
  });
});
