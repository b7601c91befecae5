import { describe, expect, it } from "vitest";
import { toChatControls, toChatModel, toQuickPrompts, toTemperature } from "./chat-options";

describe("chat options", () => {
  it("keeps the asked-for model until the hub's list arrives", () => {
    expect(toChatModel("gpt-4")).toBe("gpt-4");
    expect(toChatModel(undefined)).toBe("gpt-4o");
    expect(toChatModel("")).toBe("gpt-4o");
  });

  it("reads the controls and prompts attributes", () => {
    expect([...toChatControls(undefined)]).toEqual(["model", "temperature", "prompts", "image"]);
    expect([...toChatControls("image, model")]).toEqual(["model", "image"]);
    expect([...toChatControls("none")]).toEqual([]);
    expect(toQuickPrompts("Track my order | Returns ||")).toEqual(["Track my order", "Returns"]);
    expect(toQuickPrompts(" | ")).toBeUndefined();
    expect(toQuickPrompts(undefined)).toBeUndefined();
  });

  it("picks from a given list: the value, else the default, else the first choice", () => {
    expect(toChatModel("google/gemini-2.5-pro", ["gpt-4o", "google/gemini-2.5-pro"])).toBe("google/gemini-2.5-pro");
    expect(toChatModel("gpt-4", ["gpt-4o", "google/gemini-2.5-pro"])).toBe("gpt-4o");
    expect(toChatModel("gpt-4o", ["google/gemini-2.5-flash", "google/gemini-2.5-pro"])).toBe("google/gemini-2.5-flash");
    expect(toChatModel("gpt-4", [])).toBe("gpt-4o");
    expect(toTemperature("1.25")).toBe(1.3);
    expect(toTemperature(7)).toBe(2);
    expect(toTemperature("abc")).toBe(0.7);
    expect(toTemperature(undefined)).toBe(0.7);
  });
});
