import OpenAI from "openai";

export interface UpstreamTarget {
  apiKey: string;
  baseURL: string;
}

/** Where the gateway sends a call: the saved key if an administrator stored one, else the environment. */
export interface UpstreamResolver {
  resolve(): Promise<UpstreamTarget | undefined>;
}

export const defaultOpenAiBaseUrl = "https://api.openai.com/v1";

/** One SDK client per key and base URL; retries are off so a failure maps straight to the client. */
export function createClientCache(timeoutMs: number) {
  const clients = new Map<string, OpenAI>();
  return (target: UpstreamTarget): OpenAI => {
    const cacheKey = `${target.baseURL}\n${target.apiKey}`;
    let client = clients.get(cacheKey);
    if (!client) {
      if (clients.size > 16) clients.clear();
      client = new OpenAI({ apiKey: target.apiKey, baseURL: target.baseURL, timeout: timeoutMs, maxRetries: 0 });
      clients.set(cacheKey, client);
    }
    return client;
  };
}
