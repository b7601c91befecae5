import { describe, expect, it } from "vitest";
import { embeddingOrigin, frameMessage, homWidgetEventNames, isFrameMessage } from "./frame-protocol";

describe("iframe protocol v1", () => {
  it("builds versioned, namespaced messages", () => {
    expect(frameMessage("resize", { height: 302 })).toEqual({ ns: "hom", v: 1, type: "resize", height: 302 });
    expect(frameMessage("setTheme", { theme: "dark" })).toEqual({ ns: "hom", v: 1, type: "setTheme", theme: "dark" });
  });

  it("accepts each message only from its sender, with a valid payload", () => {
    const event = frameMessage("hom-message", { detail: { role: "user", content: "hi" } });
    expect(isFrameMessage(event, "frame")).toBe(true);
    expect(isFrameMessage(event, "host")).toBe(false);
    expect(isFrameMessage(frameMessage("ready", { widget: "hom-chat" }), "frame")).toBe(true);
    expect(isFrameMessage(frameMessage("setTheme", { theme: "light" }), "host")).toBe(true);
    expect(isFrameMessage(frameMessage("setTheme", { theme: "light" }), "frame")).toBe(false);
    expect(isFrameMessage(frameMessage("hello", {}), "host")).toBe(true);
    expect(isFrameMessage(frameMessage("hello", {}), "frame")).toBe(false);
    expect(isFrameMessage(frameMessage("setAttributes", { attributes: { model: "gpt-4", seed: null } }), "host")).toBe(
      true,
    );
    for (const name of homWidgetEventNames)
      expect(isFrameMessage({ ns: "hom", v: 1, type: name, detail: {} }, "frame")).toBe(true);
  });

  it("rejects other versions, namespaces, unknown types and bad payloads", () => {
    const bad: unknown[] = [
      { ns: "hom", v: 2, type: "resize", height: 10 },
      { ns: "other", v: 1, type: "resize", height: 10 },
      { ns: "hom", v: 1, type: "resize", height: "10" },
      { ns: "hom", v: 1, type: "resize", height: -1 },
      { ns: "hom", v: 1, type: "toString" },
      { ns: "hom", v: 1, type: "hom-message" },
      { ns: "hom", v: 1, type: "hom-message", detail: "x" },
      "resize",
      null,
    ];
    for (const data of bad) expect(isFrameMessage(data, "frame"), JSON.stringify(data)).toBe(false);
    expect(isFrameMessage({ ns: "hom", v: 1, type: "setTheme", theme: "pink" }, "host")).toBe(false);
    expect(isFrameMessage({ ns: "hom", v: 1, type: "setAttributes", attributes: { seed: 3 } }, "host")).toBe(false);
  });
});

describe("embeddingOrigin", () => {
  it("prefers the origin parameter, then the referrer, and never answers '*'", () => {
    expect(embeddingOrigin("?origin=https://host.example:8443/x", "https://ref.example/page")).toBe(
      "https://host.example:8443",
    );
    expect(embeddingOrigin("", "https://ref.example/page?q=1")).toBe("https://ref.example");
    expect(embeddingOrigin("?origin=*", "")).toBeNull();
    expect(embeddingOrigin("?origin=javascript:alert(1)", "")).toBeNull();
    expect(embeddingOrigin("", "")).toBeNull();
  });
});
