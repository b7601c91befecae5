import type { ProviderId } from "@hub-of-minds/core";

/** Base URLs of the providers' APIs; configurable so tests point them at local stand-ins. */
export interface ProviderEndpoints {
  openai: string;
  huggingface: string;
  peo: string;
}

export const defaultProviderEndpoints: ProviderEndpoints = {
  openai: "https://api.openai.com/v1",
  huggingface: "https://huggingface.co",
  peo: "https://generativelanguage.googleapis.com",
};

export const providerNames: Record<ProviderId, string> = {
  openai: "OpenAI",
  huggingface: "HuggingFace",
  peo: "PEO",
};

export type ProviderTestOutcome = { ok: true } | { ok: false; error: string };

/** One cheap authenticated read per provider: enough to prove the key works, nothing billed. */
function probe(provider: ProviderId, apiKey: string, endpoints: ProviderEndpoints): { url: string; init: RequestInit } {
  if (provider === "openai") {
    return { url: `${endpoints.openai}/models`, init: { headers: { authorization: `Bearer ${apiKey}` } } };
  }
  if (provider === "huggingface") {
    return { url: `${endpoints.huggingface}/api/whoami-v2`, init: { headers: { authorization: `Bearer ${apiKey}` } } };
  }
  return { url: `${endpoints.peo}/v1beta/models`, init: { headers: { "x-goog-api-key": apiKey } } };
}

export async function testProviderKey(
  provider: ProviderId,
  apiKey: string,
  endpoints: ProviderEndpoints,
  timeoutMs = 5_000,
): Promise<ProviderTestOutcome> {
  const name = providerNames[provider];
  const { url, init } = probe(provider, apiKey, endpoints);
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    if (response.status === 401 || response.status === 403) {
      return { ok: false, error: `${name} rejected the key (${response.status} unauthorized).` };
    }
    if (response.status === 429) return { ok: false, error: `${name} refused the test: quota or rate limit (429).` };
    return { ok: false, error: `${name} answered ${response.status}; the key could not be confirmed.` };
  } catch (err) {
    if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) {
      const limit = timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`;
      return { ok: false, error: `${name} did not answer within ${limit}.` };
    }
    return { ok: false, error: `${name} could not be reached.` };
  }
}
