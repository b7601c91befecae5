import { type ChatCompletionRequest, chatCompletionResponseSchema } from "../schemas/chat.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** One whole answer; see `streamChatCompletion` for the incremental one. */
export function createChatCompletion(body: Omit<ChatCompletionRequest, "stream">, options?: RequestOptions) {
  return requestJson(
    chatCompletionResponseSchema,
    "POST",
    apiPaths.chatCompletions,
    { ...body, stream: false },
    options,
  );
}
