import { type ProviderId, type ProviderModel, providerModels } from "@hub-of-minds/core";

/** What the API Configuration screen says about one provider (spec 000 section 2, plus OpenAI for the chat). */
export interface ProviderInfo {
  id: ProviderId;
  /** The short name the server uses in its messages ('{provider} API is working correctly'). */
  name: string;
  /** The tab and card title. */
  title: string;
  summary: string;
  /** Where an account owner creates a key. */
  keyPage: { label: string; url: string };
  /** A hint of the key's look, for the input's placeholder. */
  keyHint: string;
  /** Core's provider model table: a model with a `chatModel` serves the chat once the key is saved. */
  models: readonly ProviderModel[];
  capabilities: readonly string[];
}

/** The tab order: the spec's two providers first, then OpenAI (which the AI Browser's chat uses). */
export const providerCatalog: readonly ProviderInfo[] = [
  {
    id: "huggingface",
    name: "HuggingFace",
    title: "HuggingFace",
    summary: "Open-source models for conversation, summaries, sentiment, questions and translation.",
    keyPage: { label: "huggingface.co/settings/tokens", url: "https://huggingface.co/settings/tokens" },
    keyHint: "hf_...",
    models: providerModels.huggingface,
    capabilities: ["Text generation", "Summarization", "Sentiment analysis", "Question answering", "Translation"],
  },
  {
    id: "peo",
    name: "PEO",
    title: "PEO (Google)",
    summary: "Google's generative models for chat, code and data analysis.",
    keyPage: { label: "aistudio.google.com/app/apikey", url: "https://aistudio.google.com/app/apikey" },
    keyHint: "AIza...",
    models: providerModels.peo,
    capabilities: ["Multimodal reasoning", "Conversational chat", "Code generation", "Data analysis"],
  },
  {
    id: "openai",
    name: "OpenAI",
    title: "OpenAI",
    summary: "The chat and image models behind the AI Browser's ChatGPT panel and the public chat API.",
    keyPage: { label: "platform.openai.com/api-keys", url: "https://platform.openai.com/api-keys" },
    keyHint: "sk-...",
    models: providerModels.openai,
    capabilities: ["Chat completions with streaming", "Image generation", "Personality voices for the public API"],
  },
];

export function providerInfo(id: ProviderId): ProviderInfo {
  const info = providerCatalog.find((entry) => entry.id === id);
  if (!info) throw new Error(`No catalogue entry for provider "${id}"`);
  return info;
}

/** The numbered setup guide of one provider's tab. */
export function setupSteps(info: ProviderInfo): readonly string[] {
  return [
    `Create an API key at ${info.keyPage.label}.`,
    `Paste it into the ${info.title} API key field.`,
    `Press Test: the hub makes one cheap call to ${info.name} to check the key.`,
    "Press Save: the key is encrypted at rest and never shown again; only its last 4 characters are.",
  ];
}
