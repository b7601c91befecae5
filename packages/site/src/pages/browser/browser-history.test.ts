import { describe, expect, it } from "vitest";
import { back, canGoBack, canGoForward, currentAddress, forward, startHistory, visit } from "./browser-history";
import { normaliseAddress, platformForAddress } from "./browser-platforms";

describe("browser history", () => {
  it("goes back and forward, and a new visit drops the forward entries", () => {
    let history = visit(visit(startHistory("https://a.test/"), "https://b.test/"), "https://c.test/");
    history = back(back(history));
    expect(currentAddress(history)).toBe("https://a.test/");
    expect(canGoBack(history)).toBe(false);
    history = forward(history);
    expect(currentAddress(history)).toBe("https://b.test/");
    history = visit(history, "https://d.test/");
    expect(history.entries).toEqual(["https://a.test/", "https://b.test/", "https://d.test/"]);
    expect(canGoForward(history)).toBe(false);
  });

  it("does not record the same address twice in a row", () => {
    const history = startHistory("https://a.test/");
    expect(visit(history, "https://a.test/")).toBe(history);
  });
});

describe("address bar", () => {
  it("adds https:// to a bare host and refuses what cannot load", () => {
    expect(normaliseAddress(" claude.ai ")).toBe("https://claude.ai/");
    expect(normaliseAddress("http://example.test/page")).toBe("http://example.test/page");
    expect(normaliseAddress("javascript:alert(1)")).toBeUndefined();
    expect(normaliseAddress("   ")).toBeUndefined();
  });

  it("knows which platform an address belongs to", () => {
    expect(platformForAddress("https://gemini.google.com/app")?.name).toBe("Gemini");
    expect(platformForAddress("https://example.test/")).toBeUndefined();
  });
});
