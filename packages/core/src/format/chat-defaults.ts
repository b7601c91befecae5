// Zod-free: the embeddable chat reads these at run time; chat.schema.ts builds its `chatModelSchema` from
// `chatModels`, so the list is written once.

/** The chat panel's model choices (spec 000/001); the first is the default. */
export const chatModels = ["gpt-4o", "gpt-4", "gpt-3.5-turbo"] as const;
export type ChatModel = (typeof chatModels)[number];

/** The chat panel's settings (spec 000 and 001, section 9). */
export const chatDefaults = {
  maxTokens: 2048,
  model: "gpt-4o" satisfies ChatModel,
  models: chatModels,
  temperature: { default: 0.7, min: 0, max: 2, step: 0.1 },
} as const;

/** What the image button sends. */
export const imageDefaults = { size: "1024x1024", quality: "standard", n: 1, model: "dall-e-3" } as const;
