import type { ProviderId } from "@hub-of-minds/core";
import type { ProviderKeys } from "./provider-keys";
import { providerNames } from "./provider-tester";
import { defaultOpenAiBaseUrl, type UpstreamTarget } from "./upstream";

/** Gateway model ids of the other providers carry their prefix; anything else is OpenAI's. */
export const providerModelPrefixes = { huggingface: "huggingface/", peo: "google/" } as const satisfies Partial<
  Record<ProviderId, string>
>;

/** The OpenAI-compatible chat endpoints (config.ts reads them; tests point them at local stand-ins). */
export interface ChatEndpoints {
  openai: string;
  huggingface: string;
  peo: string;
}

export const defaultChatEndpoints: ChatEndpoints = {
  openai: defaultOpenAiBaseUrl,
  huggingface: "https://router.huggingface.co/v1",
  peo: "https://generativelanguage.googleapis.com/v1beta/openai",
};

/** Where one model's call goes. */
export interface ModelRoute {
  provider: ProviderId;
  /** For messages: "OpenAI", "HuggingFace", "PEO". */
  providerName: string;
  /** The model name the provider knows (the gateway id without its prefix). */
  upstreamModel: string;
  /** Absent when the provider has no key: the caller answers provider_key_missing. */
  target: UpstreamTarget | undefined;
}

export function providerOfModel(model: string): { provider: ProviderId; upstreamModel: string } {
  for (const [provider, prefix] of Object.entries(providerModelPrefixes) as [ProviderId, string][]) {
    if (model.startsWith(prefix)) return { provider, upstreamModel: model.slice(prefix.length) };
  }
  return { provider: "openai", upstreamModel: model };
}

/**
 * Resolves a model to its provider, key and endpoint. Saved keys are read and opened at most every few
 * seconds (a save on this instance clears them at once), so the hot path does no database read and no
 * decryption; OPENAI_API_KEY stands in when no OpenAI key is saved.
 */
export function createModelRouter(deps: {
  keys: Pick<ProviderKeys, "reveal">;
  endpoints: ChatEndpoints;
  /** OPENAI_API_KEY, when set. */
  openAiApiKey: string | undefined;
  ttlMs?: number;
}) {
  const { endpoints } = deps;
  const ttlMs = deps.ttlMs ?? 5_000;
  const cache = new Map<ProviderId, { value: string | undefined; at: number }>();
  const keyOf = async (provider: ProviderId) => {
    const cached = cache.get(provider);
    if (cached && Date.now() - cached.at <= ttlMs) return cached.value;
    const value = (await deps.keys.reveal(provider)) ?? (provider === "openai" ? deps.openAiApiKey : undefined);
    cache.set(provider, { value, at: Date.now() });
    return value;
  };
  return {
    endpoints,
    async route(model: string): Promise<ModelRoute> {
      const { provider, upstreamModel } = providerOfModel(model);
      const apiKey = await keyOf(provider);
      return {
        provider,
        providerName: providerNames[provider],
        upstreamModel,
        target: apiKey ? { apiKey, baseURL: endpoints[provider] } : undefined,
      };
    },
    /** Whether a provider has a key now (saved or, for OpenAI, from the environment). */
    async configured(provider: ProviderId): Promise<boolean> {
      return (await keyOf(provider)) !== undefined;
    },
    /** After a key is saved here; other instances see it within the cache's few seconds. */
    forget(provider?: ProviderId) {
      if (provider) cache.delete(provider);
      else cache.clear();
    },
  };
}

export type ModelRouter = ReturnType<typeof createModelRouter>;
