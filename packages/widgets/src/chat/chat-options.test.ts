import { chatDefaults, imageDefaults } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { chatWidgetDefaults, chatWidgetModels, toChatModel, toTemperature } from "./chat-options";

describe("chat options", () => {
  it("match core's chat and image defaults", () => {
    expect(chatWidgetModels).toEqual(chatDefaults.models);
    expect(chatWidgetDefaults.model).toBe(chatDefaults.model);
    expect(chatWidgetDefaults.maxTokens).toBe(chatDefaults.maxTokens);
    expect(chatWidgetDefaults.temperature).toEqual(chatDefaults.temperature);
    expect(chatWidgetDefaults.image).toEqual(imageDefaults);
  });

  it("reads model and temperature attributes", () => {
    expect(toChatModel("gpt-4")).toBe("gpt-4");
    expect(toChatModel("gpt-5")).toBe("gpt-4o");
    expect(toChatModel(undefined)).toBe("gpt-4o");
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
