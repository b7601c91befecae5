import type { Personality } from "../schemas/personality.schema";

/** The system prompt of `POST /api/v1/chat`: who the personality is, how it speaks, what it knows. */
export function personalitySystemPrompt(personality: Personality): string {
  return [
    `You are ${personality.name}, ${personality.title}, one of the AI personalities of Hub of Minds.`,
    personality.description,
    `Personality: ${personality.traits.join(", ")}.`,
    `Voice: ${personality.voiceStyle}.`,
    `Expertise: ${personality.expertise.join(", ")}.`,
    "Stay in character and answer helpfully and concisely. Say plainly when a question is outside your " +
      "expertise, and never claim to be human.",
  ].join("\n");
}
