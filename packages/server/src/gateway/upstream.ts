import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { Agent, type Dispatcher, errors, request } from "undici";

export interface UpstreamTarget {
  apiKey: string;
  baseURL: string;
}

export const defaultOpenAiBaseUrl = "https://api.openai.com/v1";

/** One upstream call's answer body, read as it arrives (SSE) or whole (JSON). */
export type UpstreamBody = Dispatcher.ResponseData["body"];

/**
 * The gateway's one upstream client, for JSON and streamed calls alike: undici's `request`, whose body is a
 * node stream, so the relay hands chunks to the socket without the web-stream layers of fetch and the SDK.
 * Failures are the openai SDK's own error classes, so `mapUpstreamError` maps every path the same way.
 */
export function createUpstream(timeoutMs: number) {
  // Kept-alive connections to the providers, shared by every call.
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 256 });
  let closing: Promise<void> | undefined;

  /**
   * POSTs `body` to `<baseURL><path>`; resolves once a 2xx answer's headers arrived. A kept-alive connection
   * the provider closed just as it was reused fails before any answer: that one case is sent again, once.
   */
  async function open(
    target: UpstreamTarget,
    path: string,
    body: object,
    signal: AbortSignal,
    retried = false,
  ): Promise<UpstreamBody> {
    try {
      const response = await request(`${target.baseURL}${path}`, {
        method: "POST",
        dispatcher: agent,
        headers: {
          authorization: `Bearer ${target.apiKey}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
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
      if (!retried && !signal.aborted && err instanceof errors.SocketError) {
        return open(target, path, body, signal, true);
      }
      throw upstreamError(err, signal);
    }
  }

  return {
    open,
    /** A JSON call: the parsed answer. */
    async json<T>(target: UpstreamTarget, path: string, body: object, signal: AbortSignal): Promise<T> {
      const answer = await open(target, path, body, signal);
      let text: string;
      try {
        text = await answer.text();
      } catch (err) {
        throw upstreamError(err, signal);
      }
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new APIError(502, undefined, "The provider answered with malformed JSON", undefined);
      }
    },
    /**
     * Cuts every call still open (the process is stopping and no one waits for them: an agent's model call,
     * which does not follow its caller's signal, would otherwise hold its run until the provider answers or
     * the timeout passes). The upstream takes no call after this.
     */
    abandon: () => {
      closing ??= agent.destroy(new Error("The hub is stopping")).catch(() => undefined);
      return closing;
    },
    /** Waits for the calls still open, then closes the connections. */
    close: () => {
      closing ??= agent.close();
      return closing;
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;

/** Any failure of a call as the openai SDK's error classes (an aborted call, a timeout, a lost connection). */
export function upstreamError(err: unknown, signal?: AbortSignal): Error {
  if (err instanceof APIError) return err;
  if (signal?.aborted) return new APIUserAbortError();
  if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError) {
    return new APIConnectionTimeoutError();
  }
  return new APIConnectionError({ cause: err instanceof Error ? err : undefined });
}
