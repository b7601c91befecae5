import { describe, expect, it } from "vitest";
import { defaultOptions, isOrigin, optionError, snippetAttributes, widgetAttributes } from "./embed-widgets";

describe("the builder's options", () => {
  it("start from the definitions' defaults with api-base at this hub", () => {
    expect(defaultOptions("hom-chat", "https://hub.example")).toEqual({
      theme: "auto",
      "api-base": "https://hub.example",
      "publishable-key": "",
      model: "gpt-4o",
      personality: "",
      temperature: "0.7",
      persist: "none",
      mode: "inline",
      position: "bottom-right",
      label: "Chat",
      greeting: "",
      avatar: "",
      prompts: "",
      controls: "model temperature prompts image",
      color: "",
    });
    expect(defaultOptions("hom-personalities", "x")).toEqual({ theme: "auto", level: "all", search: "" });
  });

  it("explain bad values readably", () => {
    const attribute = (name: string) => widgetAttributes("hom-chat").find((entry) => entry.name === name);
    const [mode, temperature, apiBase] = [attribute("mode"), attribute("temperature"), attribute("api-base")];
    if (!mode || !temperature || !apiBase) throw new Error("chat attributes missing");
    expect(optionError(mode, "sidebar")).toBe("Choose one of inline, launcher, popup.");
    expect(optionError(temperature, "3")).toBe("Enter a number from 0 to 2.");
    expect(optionError(temperature, "abc")).toBe("Enter a number.");
    expect(optionError(temperature, "1.2")).toBeUndefined();
    expect(optionError(apiBase, "https://hub.example/path")).toBe(
      "Enter an origin such as https://shop.example: scheme and host, no path.",
    );
    const seed = widgetAttributes("hom-agent-zero")[1];
    if (!seed) throw new Error("seed missing");
    expect(optionError(seed, "1.5")).toBe("Enter a whole number.");
  });

  it("leave empty and invalid values out of the snippets", () => {
    expect(
      snippetAttributes("hom-chat", {
        theme: "dark",
        "api-base": "https://hub.example/",
        "publishable-key": "",
        mode: "sidebar",
        temperature: "0.2",
      }),
    ).toEqual([
      ["theme", "dark"],
      ["api-base", "https://hub.example"],
      ["temperature", "0.2"],
    ]);
  });

  it("write the chat's embed style only when it is not the default, and its launcher options only with it", () => {
    const chat = { ...defaultOptions("hom-chat", "https://hub.example"), color: "#e0457b" };
    expect(snippetAttributes("hom-chat", chat).map(([name]) => name)).toEqual([
      "theme",
      "api-base",
      "model",
      "temperature",
    ]);
    expect(snippetAttributes("hom-chat", { ...chat, mode: "launcher", label: "Ask us", persist: "local" })).toEqual([
      ["theme", "auto"],
      ["api-base", "https://hub.example"],
      ["model", "gpt-4o"],
      ["temperature", "0.7"],
      ["persist", "local"],
      ["mode", "launcher"],
      ["label", "Ask us"],
      ["color", "#e0457b"],
    ]);
  });

  it("recognise origins", () => {
    expect(isOrigin("https://shop.example")).toBe(true);
    expect(isOrigin("http://127.0.0.1:5173/")).toBe(true);
    expect(isOrigin("https://shop.example/cart")).toBe(false);
    expect(isOrigin("shop.example")).toBe(false);
    expect(isOrigin("ftp://shop.example")).toBe(false);
  });
});
