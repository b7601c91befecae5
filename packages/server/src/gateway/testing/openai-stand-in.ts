import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the stand-in answers the next requests; tests switch it per case. */
export type StandInMode =
  | { kind: "ok" }
  | { kind: "quota" }
  | { kind: "unauthorized" }
  | { kind: "server-error" }
  /** Never answers within the gateway's timeout. */
  | { kind: "hang" };

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface OpenAiStandIn {
  /** e.g. http://127.0.0.1:40123/v1 — what OPENAI_BASE_URL would be. */
  baseUrl: string;
  mode: StandInMode;
  /** The reply text; a streamed reply sends it word by word. */
  reply: string;
  /** Pause between streamed chunks. */
  chunkDelayMs: number;
  /** The prompt tokens it reports (a real tokenizer can count more than the gateway's estimate). */
  promptTokens: number;
  /** Reports every token of `max_tokens` as used, as a long answer would. */
  spendAll: boolean;
  requests: StandInRequest[];
  /** Streams whose client went away before the last chunk. */
  abortedStreams: number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        resolve({});
      }
    });
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local OpenAI-compatible server for tests (the real API is out of reach): chat completions with and
 * without streaming, image generation, the model list, and failures on demand.
 */
export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const state: OpenAiStandIn = {
    baseUrl: "",
    mode: { kind: "ok" },
    reply: "Hello from the stand-in.",
    chunkDelayMs: 0,
    promptTokens: 9,
    spendAll: false,
    requests: [],
    abortedStreams: 0,
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    const body = req.method === "POST" ? await readBody(req) : {};
    const path = (req.url ?? "").replace(/\?.*$/, "");
    state.requests.push({ path, authorization: req.headers.authorization, body });
    const mode = state.mode;
    if (mode.kind === "hang") return;
    if (mode.kind === "quota") {
      return json(res, 429, {
        error: { message: "You exceeded your current quota.", type: "insufficient_quota", code: "insufficient_quota" },
      });
    }
    if (mode.kind === "unauthorized") {
      return json(res, 401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error" } });
    }
    if (mode.kind === "server-error") return json(res, 500, { error: { message: "The server had an error." } });

    if (req.method === "GET" && path === "/v1/models") {
      return json(res, 200, { object: "list", data: [{ id: "gpt-4o", object: "model" }] });
    }
    if (req.method === "POST" && path === "/v1/images/generations") {
      return json(res, 200, { created: 1, data: [{ url: "https://images.example.test/cosmos.png" }] });
    }
    if (req.method === "POST" && path === "/v1/chat/completions") {
      const model = String(body.model ?? "gpt-4o");
      const words = state.reply.split(/(?<= )/);
      const completionTokens = state.spendAll ? Number(body.max_tokens ?? words.length) : words.length;
      const usage = {
        prompt_tokens: state.promptTokens,
        completion_tokens: completionTokens,
        total_tokens: state.promptTokens + completionTokens,
      };
      if (!body.stream) {
        return json(res, 200, {
          id: "chatcmpl-standin",
          object: "chat.completion",
          created: 1,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: state.reply }, finish_reason: "stop" }],
          usage,
        });
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      let closed = false;
      res.on("close", () => {
        if (!res.writableFinished) {
          closed = true;
          state.abortedStreams++;
        }
      });
      const chunk = (delta: object, finish: string | null, extra: object = {}) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-standin",
          object: "chat.completion.chunk",
          created: 1,
          model,
          choices: [{ index: 0, delta, finish_reason: finish }],
          ...extra,
        })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (const word of words) {
        if (closed) return;
        if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
        if (closed) return;
        res.write(chunk({ content: word }, null));
      }
      res.write(chunk({}, "stop"));
      const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
      if (includeUsage) {
        res.write(
          `data: ${JSON.stringify({ id: "chatcmpl-standin", object: "chat.completion.chunk", created: 1, model, choices: [], usage })}\n\n`,
        );
      }
      res.end("data: [DONE]\n\n");
      return;
    }
    json(res, 404, { error: { message: `Unknown stand-in path ${req.method} ${path}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
