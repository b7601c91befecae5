import type { Readable } from "node:stream";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { Agent, errors, request } from "undici";
import type { UpstreamTarget } from "./upstream";

// Kept-alive connections to the providers, shared by every stream.
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

/**
 * Opens a streamed chat completion with undici's `request`, whose body is a node stream: the relay then
 * hands chunks to the socket without the two web-stream layers of fetch and the SDK (half of what the
 * gateway added to a stream). Failures are the openai SDK's own error classes, so `mapUpstreamError` maps
 * them the same way as the SDK's non-streamed calls.
 */
export async function openUpstreamStream(
  target: UpstreamTarget,
  body: object,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Readable> {
  try {
    const response = await request(`${target.baseURL}/chat/completions`, {
      method: "POST",
      dispatcher: agent,
      headers: {
        authorization: `Bearer ${target.apiKey}`,
        "content-type": "application/json",
        accept: "text/event-stream",
      },
      body: JSON.stringify(body),
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    if (response.statusCode >= 400) {
      const text = await response.body.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const error = (parsed as { error?: unknown } | undefined)?.error ?? parsed;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      throw APIError.generate(response.statusCode, error as object | undefined, text, headers);
    }
    return response.body;
  } catch (err) {
    if (err instanceof APIError) throw err;
    if (signal.aborted) throw new APIUserAbortError();
    if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError) {
      throw new APIConnectionTimeoutError();
    }
    throw new APIConnectionError({ cause: err instanceof Error ? err : undefined });
  }
}
