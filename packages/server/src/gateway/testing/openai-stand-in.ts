import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { conceptVector } from "./concept-embedding";

/** How the stand-in answers the next requests; tests switch it per case. */
export type StandInMode =
  | { kind: "ok" }
  | { kind: "quota" }
  | { kind: "unauthorized" }
  | { kind: "server-error" }
  /** Never answers within the gateway's timeout. */
  | { kind: "hang" }
  /** Streams `afterChunks` content chunks, then drops the connection (no usage, no [DONE]). */
  | { kind: "break"; afterChunks: number };

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** `performance.now()` when its body had arrived (the bench times queues to the upstream call with it). */
  receivedAt: number;
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
  /**
   * When set, chat completions call these tools instead of answering text (`finish_reason: tool_calls`); a
   * stream splits each call's arguments over several chunks.
   */
  toolCalls: { name: string; arguments: string }[] | undefined;
  /** Like `toolCalls`, only for requests that offer every tool named (a chat answers text meanwhile). */
  toolCallsWhenOffered: { name: string; arguments: string }[] | undefined;
  /** Streams leave out the usage chunk even when asked, as some providers do. */
  omitStreamUsage: boolean;
  /** Pause before a non-streamed answer. */
  answerDelayMs: number;
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
    toolCalls: undefined,
    toolCallsWhenOffered: undefined,
    omitStreamUsage: false,
    answerDelayMs: 0,
    requests: [],
    abortedStreams: 0,
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    const body = req.method === "POST" ? await readBody(req) : {};
    const path = (req.url ?? "").replace(/\?.*$/, "");
    state.requests.push({ path, authorization: req.headers.authorization, body, receivedAt: performance.now() });
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
      const n = Number(body.n ?? 1);
      return json(res, 200, {
        created: 1,
        data: Array.from({ length: n }, (_, i) => ({
          url: `https://images.example.test/cosmos${i ? `-${i}` : ""}.png`,
        })),
      });
    }
    if (req.method === "POST" && path === "/v1/embeddings") {
      const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      const tokens = inputs.reduce((sum, text) => sum + text.split(/\s+/).length, 0);
      return json(res, 200, {
        object: "list",
        model: body.model,
        // A deterministic vector per text: for `concept-*` models one of meaning (concept-embedding.ts),
        // otherwise its length, its vowel count, and a constant.
        data: inputs.map((text, index) => ({
          object: "embedding",
          index,
          embedding: String(body.model).startsWith("concept-")
            ? conceptVector(text)
            : [text.length / 100, (text.match(/[aeiou]/g) ?? []).length / 100, 0.5],
        })),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    }
    if (req.method === "POST" && path === "/v1/chat/completions") {
      const model = String(body.model ?? "gpt-4o");
      const words = state.reply.split(/(?<= )/);
      const offered = new Set(
        (Array.isArray(body.tools) ? (body.tools as { function?: { name?: string } }[]) : []).map(
          (tool) => tool.function?.name,
        ),
      );
      const whenOffered = state.toolCallsWhenOffered?.every((call) => offered.has(call.name))
        ? state.toolCallsWhenOffered
        : undefined;
      const calls = state.toolCalls ?? whenOffered;
      const n = Number(body.n ?? 1);
      const completionTokens =
        (state.spendAll ? Number(body.max_tokens ?? words.length) : words.length + (calls?.length ?? 0) * 10) * n;
      const usage = {
        prompt_tokens: state.promptTokens,
        completion_tokens: completionTokens,
        total_tokens: state.promptTokens + completionTokens,
      };
      if (!body.stream) {
        if (state.answerDelayMs) await sleep(state.answerDelayMs);
        const message = calls
          ? {
              role: "assistant",
              content: null,
              tool_calls: calls.map((call, i) => ({
                id: `call_${i}`,
                type: "function",
                function: { name: call.name, arguments: call.arguments },
              })),
            }
          : { role: "assistant", content: state.reply };
        return json(res, 200, {
          id: "chatcmpl-standin",
          object: "chat.completion",
          created: 1,
          model,
          choices: Array.from({ length: n }, (_, index) => ({
            index,
            message,
            finish_reason: calls ? "tool_calls" : "stop",
          })),
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
      res.write(chunk({ role: "assistant", content: calls ? null : "" }, null));
      if (calls) {
        for (const [index, call] of calls.entries()) {
          res.write(
            chunk(
              {
                tool_calls: [
                  { index, id: `call_${index}`, type: "function", function: { name: call.name, arguments: "" } },
                ],
              },
              null,
            ),
          );
          // The arguments arrive in pieces of 4 characters, as OpenAI sends them.
          for (let at = 0; at < call.arguments.length; at += 4) {
            if (closed) return;
            if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
            res.write(
              chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(at, at + 4) } }] }, null),
            );
          }
        }
        res.write(chunk({}, "tool_calls"));
      } else {
        for (const [at, word] of words.entries()) {
          if (closed) return;
          if (mode.kind === "break" && at === mode.afterChunks) {
            // Let what was written reach the gateway first, as a provider's dying connection would.
            await sleep(50);
            res.socket?.destroy();
            return;
          }
          if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
          if (closed) return;
          res.write(chunk({ content: word }, null));
        }
        res.write(chunk({}, "stop"));
      }
      const includeUsage =
        !state.omitStreamUsage && (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
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
