import { describe, expect, it } from "vitest";
import { imageGenerationRequestSchema } from "../schemas/image.schema";
import { chatDefaults, imageDefaults } from "./chat-defaults";

describe("chat defaults", () => {
  it("match the spec", () => {
    expect(chatDefaults).toEqual({
      maxTokens: 2048,
      model: "gpt-4o",
      models: ["gpt-4o", "gpt-4", "gpt-3.5-turbo"],
      temperature: { default: 0.7, min: 0, max: 2, step: 0.1 },
    });
    expect(imageDefaults).toEqual({ size: "1024x1024", quality: "standard", n: 1, model: "dall-e-3" });
  });

  it("make a valid image request", () => {
    expect(imageGenerationRequestSchema.safeParse({ prompt: "a fox", ...imageDefaults }).success).toBe(true);
  });
});
