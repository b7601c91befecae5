import { describe, expect, it } from "vitest";
import { isWidgetFrameName, widgetFramePage } from "./widget-frame-page";

const bundles = { "hom-chat": "hom-chat-abc.js", frame: "frame-def.js" };

describe("widgetFramePage", () => {
  it("knows the five spec names only", () => {
    expect(["consciousness", "ai-personalities", "chatgpt", "idea-cosmos", "agent-zero"].every(isWidgetFrameName)).toBe(
      true,
    );
    expect(isWidgetFrameName("toString")).toBe(false);
    expect(isWidgetFrameName("chat")).toBe(false);
  });

  it("copies only the widget's options, escaped, and loads the hashed bundles", () => {
    const page = widgetFramePage(
      "chatgpt",
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

  it("never takes an api-base: the hub's chat frame talks to its own hub only", () => {
    const page = widgetFramePage("chatgpt", new URLSearchParams({ "api-base": "https://evil.example" }), bundles);
    expect(page).not.toContain("evil.example");
    expect(page).toContain("<hom-chat></hom-chat>");
  });
});
