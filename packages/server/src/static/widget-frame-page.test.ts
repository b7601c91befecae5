import { describe, expect, it } from "vitest";
import { type WidgetFrame, widgetFrameOf, widgetFramePage } from "./widget-frame-page";
import { testFrames } from "./widget-frames.testing";

const bundles = { "hom-chat": "hom-chat-abc.js", frame: "frame-def.js" };

describe("widgetFramePage", () => {
  it("knows the built pages only", () => {
    expect(widgetFrameOf(testFrames, "chatgpt")?.tag).toBe("hom-chat");
    expect(widgetFrameOf(testFrames, "toString")).toBeUndefined();
    expect(widgetFrameOf(testFrames, "chat")).toBeUndefined();
  });

  it("copies only the widget's options, escaped, and loads the hashed bundles", () => {
    const page = widgetFramePage(
      testFrames.chatgpt as WidgetFrame,
      new URLSearchParams({ theme: "dark", model: 'gpt-4"><script>alert(1)</script>', onload: "x", seed: "3" }),
      bundles,
    );
    expect(page).toContain(
      '<hom-chat theme="dark" model="gpt-4&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"></hom-chat>',
    );
    expect(page).not.toContain("onload");
    expect(page).not.toContain("seed");
    expect(page).toContain('<script type="module" src="/widgets/v1/hom-chat-abc.js"></script>');
    expect(page).toContain('<script type="module" src="/widgets/v1/frame-def.js"></script>');
    expect(page).toContain("<title>ChatGPT · Hub of Minds</title>");
  });

  it("carries a verified visitor's id and hash into the frame (their threads follow them)", () => {
    const userHash = "a".repeat(64);
    const page = widgetFramePage(
      testFrames.chatgpt as WidgetFrame,
      new URLSearchParams({ "publishable-key": "pk_x", "user-id": "ada@example.com", "user-hash": userHash }),
      bundles,
    );
    expect(page).toContain(`<hom-chat publishable-key="pk_x" user-id="ada@example.com" user-hash="${userHash}">`);
  });

  it("never takes an api-base: the hub's chat frame talks to its own hub only", () => {
    const page = widgetFramePage(
      testFrames.chatgpt as WidgetFrame,
      new URLSearchParams({ "api-base": "https://evil.example" }),
      bundles,
    );
    expect(page).not.toContain("evil.example");
    expect(page).toContain("<hom-chat></hom-chat>");
  });
});
