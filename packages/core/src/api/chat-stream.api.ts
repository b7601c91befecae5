import { apiUrl } from "../contract/api-client";
import { type ChatCompletionRequest, chatCompletionChunkSchema } from "../schemas/chat.schema";
import { type RequestOptions, request } from "./http";
import { readServerSentEvents } from "./sse";

/** A failure the server reported after the stream had begun (an `{error}` chunk or an unreadable one). */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatStreamError";
  }
}

export interface ChatStreamResult {
  /** Everything received, joined. */
  content: string;
  /** From the usage chunk; null when the server sent none (or the stream was aborted first). */
  totalTokens: number | null;
  /** True when `options.signal` ended the stream early. */
  aborted: boolean;
}

/**
 * `POST /api/openai/chat/completions` with `stream: true`: yields the text deltas as they arrive and
 * returns the whole answer when the server sends `data: [DONE]`. Aborting `options.signal` ends the
 * iteration quietly with what has arrived; a non-OK answer throws `HttpError` before the first delta.
 * Like any generator it is lazy: the request is sent on the first `next()`.
 */
export async function* streamChatCompletion(
  body: Omit<ChatCompletionRequest, "stream">,
  options: RequestOptions = {},
): AsyncGenerator<string, ChatStreamResult> {
  const response = await request("POST", apiUrl("createChatCompletion"), { ...body, stream: true }, options);
  if (!response.body) throw new ChatStreamError("The chat stream has no body");
  let content = "";
  let totalTokens: number | null = null;
  const result = () => ({ content, totalTokens, aborted: options.signal?.aborted === true });
  for await (const data of readServerSentEvents(response.body, options.signal)) {
    if (data.trim() === "[DONE]") return result();
    const chunk = parseChunk(data);
    if (chunk.error) throw new ChatStreamError(chunk.error);
    if (chunk.usage) totalTokens = chunk.usage.total_tokens;
    for (const choice of chunk.choices) {
      const delta = choice.delta.content;
      if (!delta) continue;
      content += delta;
      yield delta;
    }
  }
  return result();
}

function parseChunk(data: string) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ChatStreamError(`Unreadable chat stream chunk: ${data.slice(0, 80)}`);
  }
  const parsed = chatCompletionChunkSchema.safeParse(json);
  if (!parsed.success) throw new ChatStreamError(`Unexpected chat stream chunk: ${data.slice(0, 80)}`);
  return parsed.data;
}

/** The callback form: calls `onDelta` for each piece and resolves with the whole answer. */
export async function collectChatStream(
  stream: AsyncGenerator<string, ChatStreamResult>,
  onDelta: (delta: string) => void,
): Promise<ChatStreamResult> {
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
    onDelta(next.value);
  }
}
