import {
  type apiEndpoints,
  type Citation,
  imageDefaults,
  readCitations,
  readServerSentEvents,
  request,
} from "@hub-of-minds/core/protocol";
import type { ChatModelChoice } from "./chat-options";
import { frameEmbedderOrigin } from "./frame-embedder";

// The two paths, typed by core's generated route table so a changed route fails the type check. Not looked up
// in it at run time: the table of every operation would cost an embedding page ~0.6 KB brotli.
export type Path<K extends keyof typeof apiEndpoints> = (typeof apiEndpoints)[K]["path"];
const chatCompletionsPath: Path<"createChatCompletion"> = "/api/openai/chat/completions";
const imageGeneratePath: Path<"createImageGenerate"> = "/api/openai/images/generate";
const chatModelsPath: Path<"listChatModels"> = "/api/chat-models";

export interface ChatTurn {
  // `system` carries a personality's voice (the site's "Chat with <name>").
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatSendRequest {
  messages: ChatTurn[];
  model: string;
  temperature: number;
  maxTokens: number;
}

export interface ChatConnection {
  /** e.g. `https://hub.example.com`; empty means the page's own origin (the element defaults it to its hub). */
  apiBase: string;
  publishableKey?: string;
  signal?: AbortSignal;
  /** More headers: the visitor's token, and the thread and reply ids of a chat kept server-side. */
  headers?: Record<string, string>;
}

export interface ChatReply {
  content: string;
  totalTokens: number | null;
  /** The passages a grounded answer cites (a personality bound to knowledge); absent or empty otherwise. */
  citations?: Citation[];
}

/** Streams a reply, calling `onDelta` per piece; rejects with the server's error. Injectable for stories and tests. */
export type ChatSend = (
  body: ChatSendRequest,
  connection: ChatConnection,
  onDelta: (delta: string) => void,
) => Promise<ChatReply>;
/** Generates an image and resolves with its URL. */
export type ImageSend = (prompt: string, connection: ChatConnection) => Promise<string>;

/** The key goes with the embedding page's origin when the widget runs in a frame (the hub's iframe pages). */
export function keyHeaders(publishableKey: string | undefined): Record<string, string> {
  if (!publishableKey) return {};
  const embedder = frameEmbedderOrigin();
  return { "X-Publishable-Key": publishableKey, ...(embedder ? { "X-Hom-Embedding-Origin": embedder } : {}) };
}

/** The hub's origin without a trailing slash: core's request prefixes every path with it. */
export const baseUrlOf = (apiBase: string) => apiBase.replace(/\/$/, "");

function options({ apiBase, publishableKey, signal, headers }: ChatConnection) {
  return {
    baseUrl: baseUrlOf(apiBase),
    ...(signal ? { signal } : {}),
    headers: { ...keyHeaders(publishableKey), ...headers },
  };
}

interface Chunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { total_tokens?: number } | null;
  /** The hub's last chunk before [DONE] on a grounded answer (appendCitations); checked by readCitations. */
  citations?: unknown;
  /** The hub's sentence, or a provider's own `{message}` event relayed as it came. */
  error?: string | { message?: unknown };
}

/** The sentence of an error event, in either shape; undefined when the chunk carries none. */
export const chunkError = (chunk: Chunk): string | undefined => {
  if (typeof chunk.error === "string") return chunk.error;
  if (chunk.error && typeof chunk.error.message === "string") return chunk.error.message;
  return chunk.error ? "The chat stream failed" : undefined;
};

/**
 * One SSE `data` event of the gateway's stream, checked by hand rather than by core's zod chunk schema (the
 * widgets load only core's zod-free protocol entry).
 */
export function readChunk(data: string): Chunk {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new Error(`Unreadable chat stream chunk: ${data.slice(0, 80)}`);
  }
  if (!json || typeof json !== "object") throw new Error(`Unexpected chat stream chunk: ${data.slice(0, 80)}`);
  return json as Chunk;
}

/** `POST /api/openai/chat/completions` with `stream: true`, through core's request and SSE reader. */
export const streamChat: ChatSend = async (body, connection, onDelta) => {
  const response = await request("POST", chatCompletionsPath, { ...body, stream: true }, options(connection));
  if (!response.body) throw new Error("The chat stream has no body");
  let content = "";
  let totalTokens: number | null = null;
  let citations: Citation[] = [];
  for await (const data of readServerSentEvents(response.body, connection.signal)) {
    if (data.trim() === "[DONE]") break;
    const chunk = readChunk(data);
    const error = chunkError(chunk);
    if (error !== undefined) throw new Error(error);
    if (typeof chunk.usage?.total_tokens === "number") totalTokens = chunk.usage.total_tokens;
    if (chunk.citations !== undefined) citations = readCitations(chunk.citations);
    for (const choice of chunk.choices ?? []) {
      const delta = choice.delta?.content;
      if (typeof delta !== "string" || delta === "") continue;
      content += delta;
      onDelta(delta);
    }
  }
  return { content, totalTokens, ...(citations.length > 0 ? { citations } : {}) };
};

/** `POST /api/openai/images/generate` (spec 001): dall-e-3, 1024x1024, standard, n 1; answers `data[0].url`. */
export const generateImage: ImageSend = async (prompt, connection) => {
  const { model, size, quality, n } = imageDefaults;
  const response = await request("POST", imageGeneratePath, { prompt, model, size, quality, n }, options(connection));
  const json = (await response.json()) as { data?: { url?: string }[] };
  const url = json.data?.[0]?.url;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new Error("Failed to generate image");
  return url;
};

/** Loads the models the hub serves now (`GET /api/chat-models`). Injectable for stories and tests. */
export type ModelsLoad = (connection: ChatConnection) => Promise<ChatModelChoice[]>;

export const loadChatModels: ModelsLoad = async (connection) => {
  // No key: the list is public, and a request without custom headers needs no preflight.
  const response = await request("GET", chatModelsPath, undefined, options({ apiBase: connection.apiBase }));
  const json = (await response.json()) as { models?: { id?: unknown; name?: unknown }[] };
  return (json.models ?? []).flatMap(({ id, name }) =>
    typeof id === "string" && id !== "" ? [{ id, name: typeof name === "string" && name ? name : id }] : [],
  );
};
