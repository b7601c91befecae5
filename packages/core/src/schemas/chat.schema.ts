import { z } from "zod";
import { chatModels } from "../format/chat-defaults";
import { citationSchema } from "./knowledge.schema";

/** One of the chat panel's model choices (the list is zod-free, in format/chat-defaults.ts). */
export const chatModelSchema = z.enum(chatModels);

export const chatRoleSchema = z.enum(["user", "assistant"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** A message of the chat panel (spec 000 and 001, section 3). */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  role: chatRoleSchema,
  content: z.string(),
  /** Epoch milliseconds. */
  timestamp: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One turn sent to the model; `system` lets the server give a personality its voice. */
export const chatCompletionMessageSchema = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string().min(1).max(32_000),
});
export type ChatCompletionMessage = z.infer<typeof chatCompletionMessageSchema>;

/** A max-tokens field of the gateway's chat bodies (the spec's `maxTokens`, OpenAI's two names). */
export const tokenCountSchema = z.number().int().min(1).max(128_000);

/** `POST /api/openai/chat/completions` body: the full history plus the new user message. */
export const chatCompletionRequestSchema = z.object({
  messages: z.array(chatCompletionMessageSchema).min(1).max(200),
  model: chatModelSchema,
  temperature: z.number().min(0).max(2),
  maxTokens: z.number().int().min(1).max(4096),
  /** When true the answer is Server-Sent Events of `chatCompletionChunkSchema`, ending with `data: [DONE]`. */
  stream: z.boolean().optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const chatUsageSchema = z.object({ total_tokens: z.number().int().nonnegative() });

/** The non-streaming answer; the panel reads `choices[0].message.content` and `usage.total_tokens`. */
export const chatCompletionResponseSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ role: z.literal("assistant").optional(), content: z.string() }) }))
    .min(1),
  usage: chatUsageSchema,
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;

/**
 * One `data:` event of a streamed completion: OpenAI's chunk shape, so the server can pass chunks through.
 * The last chunk before `[DONE]` may carry only `usage`. `error` reports a failure after the stream began:
 * the hub's sentence (`{choices: [], error}`, what the gateway sends when a provider breaks off), or a
 * provider's own `{error: {message}}` event relayed as it came; either reads as the sentence.
 */
export const chatCompletionChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }) })).default([]),
  usage: chatUsageSchema.nullish(),
  error: z.union([z.string(), z.looseObject({ message: z.string() }).transform((error) => error.message)]).optional(),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

/** `POST /api/v1/chat`, the public API (header `x-api-key`). */
export const publicChatRequestSchema = z.object({
  personality_id: z.string().min(1),
  message: z.string().trim().min(1).max(8_000),
  stream: z.boolean().optional(),
  /** The end user of the customer's app: the person a personality's memories are about. */
  user: z.string().max(200).optional(),
});
export type PublicChatRequest = z.infer<typeof publicChatRequestSchema>;

/** The public API's answer, in the chosen personality's voice; `usage` is what the quota is metered by. */
export const publicChatResponseSchema = z.object({
  id: z.string().min(1),
  personality_id: z.string().min(1),
  reply: z.string(),
  usage: z.object({
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    total_tokens: z.number().int().nonnegative(),
  }),
  /** The passages a personality bound to knowledge answered from. */
  citations: z.array(citationSchema).optional(),
});
export type PublicChatResponse = z.infer<typeof publicChatResponseSchema>;

/** The header that carries a customer's key on the public API. */
export const publicApiKeyHeader = "x-api-key";
