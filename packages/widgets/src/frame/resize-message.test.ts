import { describe, expect, it } from "vitest";
import { embeddingOrigin, isResizeMessage, resizeMessage } from "./resize-message";

describe("resize messages", () => {
  it("are versioned and round heights up", () => {
    expect(resizeMessage(301.2)).toEqual({ ns: "hom", v: 1, type: "resize", height: 302 });
    expect(isResizeMessage(resizeMessage(10))).toBe(true);
  });

  it("reject anything else", () => {
    expect(isResizeMessage({ ns: "hom", v: 2, type: "resize", height: 10 })).toBe(false);
    expect(isResizeMessage({ ns: "other", v: 1, type: "resize", height: 10 })).toBe(false);
    expect(isResizeMessage({ ns: "hom", v: 1, type: "resize", height: "10" })).toBe(false);
    expect(isResizeMessage({ ns: "hom", v: 1, type: "resize", height: -1 })).toBe(false);
    expect(isResizeMessage("resize")).toBe(false);
    expect(isResizeMessage(null)).toBe(false);
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
