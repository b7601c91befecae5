import { describe, expect, it } from "vitest";
import { findPersonality } from "./personality-lookup";
import { personalitySystemPrompt } from "./personality-prompt";

describe("personality system prompt", () => {
  it("says who the personality is, how it speaks and what it knows", () => {
    const orion = findPersonality("orion-hale");
    if (!orion) throw new Error("orion-hale missing");
    expect(personalitySystemPrompt(orion)).toBe(
      [
        "You are Orion Hale, Chief Investment Strategist, one of the AI personalities of Hub of Minds.",
        orion.description,
        "Personality: Disciplined, Prudent, Clear-sighted.",
        "Voice: Deep and steady, cautious with promises.",
        "Expertise: Portfolio construction, Asset allocation, Risk management, Retirement planning, Market analysis, Behavioural finance.",
        "Stay in character and answer helpfully and concisely. Say plainly when a question is outside your expertise, and never claim to be human.",
      ].join("\n"),
    );
  });
});
