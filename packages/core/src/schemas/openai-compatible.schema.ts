import { z } from "zod";
import { tokenCountSchema } from "./chat.schema";
import { citationSchema } from "./knowledge.schema";

/** OpenAI's error body, which OpenAI clients read: `/v1` errors use it instead of the hub's `{code, message}`. */
export const openAiErrorSchema = z
  .object({
    error: z.object({
      message: z.string().min(1),
      type: z.string().min(1),
      param: z.string().nullable(),
      code: z.string().nullable(),
    }),
  })
  .meta({ id: "OpenAiError", description: "OpenAI's error shape; `code` is the hub's error code." });
export type OpenAiErrorBody = z.infer<typeof openAiErrorSchema>;

const textPart = z.object({ type: z.literal("text"), text: z.string() });

/** One message; `developer` is OpenAI's newer name for `system`, content may be text parts. */
export const openAiMessageSchema = z.object({
  role: z.enum(["system", "developer", "user", "assistant"]),
  content: z.union([z.string().max(100_000), z.array(textPart).min(1).max(100)]),
  name: z.string().max(64).optional(),
});

/** `POST /v1/chat/completions`: OpenAI's body; fields the hub does not use (top_p, user, ...) are ignored. */
export const openAiChatRequestSchema = z.object({
  model: z.string().trim().min(1).max(200),
  messages: z.array(openAiMessageSchema).min(1).max(200),
  max_tokens: tokenCountSchema.nullish(),
  max_completion_tokens: tokenCountSchema.nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  stream: z.boolean().nullish(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
  /** The end user of the customer's app: the person a personality's memories are about. */
  user: z.string().max(200).nullish(),
});
export type OpenAiChatRequest = z.infer<typeof openAiChatRequestSchema>;

/** A `chat.completion` as OpenAI answers it (the upstream's own object, passed on). */
export const openAiChatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string().nullable() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative(),
      completion_tokens: z.number().int().nonnegative(),
      total_tokens: z.number().int().nonnegative(),
    })
    .optional(),
  /** The hub's extension: the passages a personality bound to knowledge answered from. */
  citations: z.array(citationSchema).optional(),
});

export const openAiModelSchema = z.object({
  id: z.string().min(1),
  object: z.literal("model"),
  created: z.number().int(),
  owned_by: z.string().min(1),
});
export type OpenAiModel = z.infer<typeof openAiModelSchema>;

/** `GET /v1/models`. */
export const openAiModelListSchema = z.object({ object: z.literal("list"), data: z.array(openAiModelSchema) });
