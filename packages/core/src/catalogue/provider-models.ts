// Plain data, no zod: the site's API configuration screen and the server's gateway both read it.
import type { ChatModelEntry } from "../schemas/chat-models.schema";
import type { ProviderId } from "../schemas/provider.schema";

/** One model the API Configuration screen lists for a provider (spec 000 section 2). */
export interface ProviderModel {
  name: string;
  description: string;
  /**
   * The gateway model id when the provider's OpenAI-compatible chat endpoint serves it (HuggingFace's
   * `huggingface/<repo>`, Google's `google/<model>`, OpenAI's own name); absent for models that are not chat.
   */
  chatModel?: string;
  /** What a chat model takes and gives beyond text; absent means text only, 4,096 answer tokens. */
  capabilities?: ModelCapabilities;
}

/** A chat model's capabilities: `vision` lets `image_url` parts through; the answer is capped at `maxOutputTokens`. */
export interface ModelCapabilities {
  vision?: boolean;
  maxOutputTokens?: number;
}

/** A model missing from the table: text only, and OpenAI's smallest common answer limit. */
export const defaultModelCapabilities: Required<ModelCapabilities> = { vision: false, maxOutputTokens: 4_096 };

/**
 * The models of each provider, in the screen's order. Spec 000's names stay; where a named model no longer
 * answers chat (DialoGPT, PaLM), the entry says which current model its chat runs on.
 */
export const providerModels: Readonly<Record<ProviderId, readonly ProviderModel[]>> = {
  huggingface: [
    {
      name: "DialoGPT",
      description: "Conversational replies; chat runs Llama 3.1 8B Instruct",
      chatModel: "huggingface/meta-llama/Llama-3.1-8B-Instruct",
      capabilities: { maxOutputTokens: 4_096 },
    },
    { name: "BART Summarization", description: "Condenses long text" },
    { name: "Sentiment Analysis", description: "Positive, negative or neutral" },
    { name: "Q&A System", description: "Answers questions from a passage" },
    { name: "Translation", description: "Between major languages" },
  ],
  peo: [
    {
      name: "Gemini Pro",
      description: "Multimodal reasoning; chat runs Gemini 2.5 Pro",
      chatModel: "google/gemini-2.5-pro",
      capabilities: { vision: true, maxOutputTokens: 65_536 },
    },
    {
      name: "PaLM Chat",
      description: "Multi-turn conversation; chat runs Gemini 2.5 Flash",
      chatModel: "google/gemini-2.5-flash",
      capabilities: { vision: true, maxOutputTokens: 65_536 },
    },
    { name: "Code Generator", description: "Writes and explains code" },
    { name: "Data Analyst", description: "Reads tables and finds trends" },
  ],
  openai: [
    {
      name: "gpt-4o",
      description: "Fast multimodal flagship (chat default)",
      chatModel: "gpt-4o",
      capabilities: { vision: true, maxOutputTokens: 16_384 },
    },
    {
      name: "gpt-4",
      description: "Careful long-form reasoning",
      chatModel: "gpt-4",
      capabilities: { maxOutputTokens: 8_192 },
    },
    {
      name: "gpt-3.5-turbo",
      description: "Quick and inexpensive",
      chatModel: "gpt-3.5-turbo",
      capabilities: { maxOutputTokens: 4_096 },
    },
    { name: "dall-e-3", description: "Image generation, 1024x1024" },
  ],
};

/** Every chat model of the table (id, provider, the screen's name), provider by provider in its order. */
export const providerChatModels: readonly ChatModelEntry[] = Object.entries(providerModels).flatMap(
  ([provider, models]) =>
    models.flatMap((model) =>
      model.chatModel ? [{ id: model.chatModel, provider: provider as ProviderId, name: model.name }] : [],
    ),
);

const capabilitiesById = new Map(
  Object.values(providerModels).flatMap((models) =>
    models.flatMap((model) => (model.chatModel ? [[model.chatModel, model.capabilities ?? {}] as const] : [])),
  ),
);

/** A chat model's capabilities by gateway id; models outside the table get `defaultModelCapabilities`. */
export function modelCapabilities(id: string): Required<ModelCapabilities> {
  return { ...defaultModelCapabilities, ...capabilitiesById.get(id) };
}

/**
 * The embedding models `POST /v1/embeddings` serves (OpenAI's; the API Configuration screen lists only the
 * spec's models). Prompt tokens are metered like a chat's.
 */
export const providerEmbeddingModels: readonly string[] = ["text-embedding-3-small", "text-embedding-3-large"];
