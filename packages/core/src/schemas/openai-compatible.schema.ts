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

const textPart = z.looseObject({ type: z.literal("text"), text: z.string().max(100_000) });
const refusalPart = z.looseObject({ type: z.literal("refusal"), refusal: z.string() });
const imagePart = z.looseObject({
  type: z.literal("image_url"),
  image_url: z.looseObject({ url: z.string().min(1), detail: z.enum(["auto", "low", "high"]).optional() }),
});
/** Audio and file parts are OpenAI's too; the hub names them in a `model_capability` refusal. */
const otherInputPart = z.looseObject({ type: z.enum(["input_audio", "file"]) });
const texts = z.array(textPart).min(1).max(100);
const plainText = z.string().max(100_000);

export const openAiToolCallSchema = z.looseObject({
  id: z.string().min(1),
  type: z.literal("function"),
  function: z.looseObject({ name: z.string().min(1), arguments: z.string() }),
});

/**
 * One message, every shape of OpenAI's Chat Completions: `system`/`developer` (a customer's own instructions,
 * after the personality's prompt), `user` with text and image parts, `assistant` with `tool_calls` and null
 * content, and `tool` results with their `tool_call_id`.
 */
export const openAiMessageSchema = z.discriminatedUnion("role", [
  z.looseObject({
    role: z.enum(["system", "developer"]),
    content: z.union([plainText, texts]),
    name: z.string().max(64).optional(),
  }),
  z.looseObject({
    role: z.literal("user"),
    content: z.union([
      plainText,
      z
        .array(z.union([textPart, imagePart, otherInputPart]))
        .min(1)
        .max(100),
    ]),
    name: z.string().max(64).optional(),
  }),
  z.looseObject({
    role: z.literal("assistant"),
    content: z.union([plainText, z.array(z.union([textPart, refusalPart])).max(100)]).nullish(),
    name: z.string().max(64).optional(),
    refusal: z.string().nullish(),
    tool_calls: z.array(openAiToolCallSchema).max(128).optional(),
  }),
  z.looseObject({ role: z.literal("tool"), content: z.union([plainText, texts]), tool_call_id: z.string().min(1) }),
]);
export type OpenAiMessage = z.infer<typeof openAiMessageSchema>;

export const openAiToolSchema = z.looseObject({
  type: z.literal("function"),
  function: z.looseObject({
    name: z.string().min(1).max(64),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    strict: z.boolean().nullish(),
  }),
});

const toolChoiceSchema = z.union([
  z.enum(["none", "auto", "required"]),
  z.looseObject({ type: z.literal("function"), function: z.object({ name: z.string().min(1) }) }),
]);

const responseFormatSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text") }),
  z.object({ type: z.literal("json_object") }),
  z.object({
    type: z.literal("json_schema"),
    json_schema: z.looseObject({
      name: z.string().min(1).max(64),
      description: z.string().optional(),
      schema: z.record(z.string(), z.unknown()).optional(),
      strict: z.boolean().nullish(),
    }),
  }),
]);

/**
 * Request fields the hub refuses by name (400 `unsupported_parameter`) instead of dropping them: audio output
 * is not metered in tokens, `store` would keep customers' chats in the hub's own provider account, and
 * `service_tier` picks a price the quota does not know.
 */
export const refusedChatParameters = ["audio", "modalities", "store", "service_tier", "web_search_options"] as const;

/**
 * `POST /v1/chat/completions`: OpenAI's body. Every field reaches the upstream as sent, the known ones checked
 * here, unknown ones kept as they are; only `refusedChatParameters` answer 400.
 */
export const openAiChatRequestSchema = z
  .looseObject({
    model: z.string().trim().min(1).max(200),
    messages: z.array(openAiMessageSchema).min(1).max(500),
    max_tokens: tokenCountSchema.nullish(),
    max_completion_tokens: tokenCountSchema.nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    n: z.number().int().min(1).max(8).nullish(),
    stop: z.union([z.string(), z.array(z.string()).max(4)]).nullish(),
    seed: z.number().int().nullish(),
    presence_penalty: z.number().min(-2).max(2).nullish(),
    frequency_penalty: z.number().min(-2).max(2).nullish(),
    logprobs: z.boolean().nullish(),
    top_logprobs: z.number().int().min(0).max(20).nullish(),
    logit_bias: z.record(z.string(), z.number()).nullish(),
    user: z.string().max(256).optional(),
    metadata: z.record(z.string(), z.string()).nullish(),
    reasoning_effort: z.string().nullish(),
    tools: z.array(openAiToolSchema).max(128).optional(),
    tool_choice: toolChoiceSchema.optional(),
    parallel_tool_calls: z.boolean().optional(),
    response_format: responseFormatSchema.optional(),
    stream: z.boolean().nullish(),
    stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  })
  .meta({
    description: `OpenAI's Chat Completions body; fields not listed pass through unchanged. Refused with 400 unsupported_parameter: ${refusedChatParameters.join(", ")}.`,
  });
export type OpenAiChatRequest = z.infer<typeof openAiChatRequestSchema>;

const usageSchema = z.looseObject({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative(),
});

/** A `chat.completion` as OpenAI answers it (the upstream's own object, passed on). */
export const openAiChatCompletionSchema = z.looseObject({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.looseObject({
      index: z.number().int(),
      message: z.looseObject({
        role: z.literal("assistant"),
        content: z.string().nullable(),
        tool_calls: z.array(openAiToolCallSchema).optional(),
      }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: usageSchema.optional(),
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

/** `POST /v1/embeddings`: text input only (token arrays are a tokenizer's, not the hub's). */
export const openAiEmbeddingRequestSchema = z.looseObject({
  model: z.string().trim().min(1).max(200),
  input: z.union([z.string().min(1).max(100_000), z.array(z.string().min(1).max(100_000)).min(1).max(2048)]),
  encoding_format: z.enum(["float", "base64"]).optional(),
  dimensions: z.number().int().min(1).max(4096).optional(),
  user: z.string().max(256).optional(),
});
export type OpenAiEmbeddingRequest = z.infer<typeof openAiEmbeddingRequestSchema>;

export const openAiEmbeddingResponseSchema = z.looseObject({
  object: z.literal("list"),
  data: z.array(
    z.looseObject({
      object: z.literal("embedding"),
      index: z.number().int(),
      embedding: z.union([z.array(z.number()), z.string()]),
    }),
  ),
  model: z.string(),
  usage: z.looseObject({ prompt_tokens: z.number().int().nonnegative(), total_tokens: z.number().int().nonnegative() }),
});
export type OpenAiEmbeddingResponse = z.infer<typeof openAiEmbeddingResponseSchema>;

/** `POST /v1/images/generations`: OpenAI's body. */
export const openAiImageRequestSchema = z.looseObject({
  prompt: z.string().trim().min(1).max(32_000),
  model: z.string().trim().min(1).max(200).optional(),
  n: z.number().int().min(1).max(4).nullish(),
  size: z.string().max(20).nullish(),
  quality: z.string().max(20).nullish(),
  response_format: z.enum(["url", "b64_json"]).nullish(),
  style: z.string().max(20).nullish(),
  user: z.string().max(256).optional(),
});
export type OpenAiImageRequest = z.infer<typeof openAiImageRequestSchema>;

export const openAiImageResponseSchema = z.looseObject({
  created: z.number().int(),
  data: z.array(
    z.looseObject({
      url: z.string().optional(),
      b64_json: z.string().optional(),
      revised_prompt: z.string().optional(),
    }),
  ),
});

const responsesPart = z.looseObject({
  type: z.enum(["input_text", "output_text", "input_image", "refusal", "input_file"]),
  text: z.string().max(100_000).optional(),
  image_url: z.string().optional(),
  detail: z.string().optional(),
});
const responsesItem = z.union([
  z.looseObject({
    type: z.literal("message").optional(),
    role: z.enum(["user", "assistant", "system", "developer"]),
    content: z.union([z.string().max(100_000), z.array(responsesPart).max(100)]),
  }),
  z.looseObject({
    type: z.literal("function_call"),
    call_id: z.string().min(1),
    name: z.string().min(1),
    arguments: z.string(),
  }),
  z.looseObject({ type: z.literal("function_call_output"), call_id: z.string().min(1), output: z.unknown() }),
]);

/**
 * `POST /v1/responses`: the subset of OpenAI's Responses API that the AI SDK's default provider and the openai
 * SDK's `responses.create` use, translated onto chat completions: text or message input, `instructions`,
 * function tools and their outputs, `text.format` (json_schema, json_object), streaming. No stored state:
 * `previous_response_id` and built-in tools answer 400 `unsupported_parameter`.
 */
export const openAiResponsesRequestSchema = z.looseObject({
  model: z.string().trim().min(1).max(200),
  input: z.union([z.string().min(1).max(100_000), z.array(responsesItem).min(1).max(500)]),
  instructions: z.string().max(100_000).nullish(),
  tools: z
    .array(
      z.looseObject({
        type: z.literal("function"),
        name: z.string().min(1).max(64),
        description: z.string().nullish(),
        parameters: z.record(z.string(), z.unknown()).nullish(),
        strict: z.boolean().nullish(),
      }),
    )
    .max(128)
    .optional(),
  tool_choice: z
    .union([
      z.enum(["none", "auto", "required"]),
      z.looseObject({ type: z.literal("function"), name: z.string().min(1) }),
    ])
    .optional(),
  parallel_tool_calls: z.boolean().nullish(),
  text: z
    .looseObject({
      format: z
        .looseObject({
          type: z.enum(["text", "json_object", "json_schema"]),
          name: z.string().optional(),
          schema: z.record(z.string(), z.unknown()).optional(),
          strict: z.boolean().optional(),
        })
        .optional(),
    })
    .nullish(),
  max_output_tokens: tokenCountSchema.nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  top_p: z.number().min(0).max(1).nullish(),
  user: z.string().max(256).optional(),
  stream: z.boolean().nullish(),
});
export type OpenAiResponsesRequest = z.infer<typeof openAiResponsesRequestSchema>;

/** A Responses API `response` object (its subset the gateway fills). */
export const openAiResponseSchema = z.looseObject({
  id: z.string(),
  object: z.literal("response"),
  created_at: z.number().int(),
  status: z.string(),
  model: z.string(),
  output: z.array(z.looseObject({ type: z.string() })),
  usage: z
    .looseObject({
      input_tokens: z.number().int().nonnegative(),
      output_tokens: z.number().int().nonnegative(),
      total_tokens: z.number().int().nonnegative(),
    })
    .nullable(),
});
