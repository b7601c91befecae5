import { type PublicChatRequest, publicApiKeyHeader, publicChatResponseSchema } from "../schemas/chat.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** The public API as a third party calls it: the customer key in `x-api-key`, no cookie needed. */
export function postPublicChat(apiKey: string, body: Omit<PublicChatRequest, "stream">, options: RequestOptions = {}) {
  const headers = { ...options.headers, [publicApiKeyHeader]: apiKey };
  return requestJson(publicChatResponseSchema, "POST", apiPaths.publicChat, body, { ...options, headers });
}
