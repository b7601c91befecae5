import { z } from "zod";
import {
  openAiChatCompletionSchema,
  openAiChatRequestSchema,
  openAiEmbeddingRequestSchema,
  openAiEmbeddingResponseSchema,
  openAiErrorSchema,
  openAiImageRequestSchema,
  openAiImageResponseSchema,
  openAiModelListSchema,
  openAiModelSchema,
  openAiResponseSchema,
  openAiResponsesRequestSchema,
} from "../schemas/openai-compatible.schema";
import { bodyErrors, defineRoute, errorAnswersIn, jsonAnswer, jsonBody } from "./route-definition";

// OpenAI clients send the key as a bearer token; x-api-key works too, as on /api/v1/chat.
const customerKeys: Record<string, string[]>[] = [{ customerBearer: [] }, { customerKey: [] }];
const chunks = z.string().meta({
  description:
    "Server-Sent Events of chat.completion.chunk objects (content and tool-call deltas), ending with data: [DONE]. A stream the provider breaks off ends with an event {error: {message, type, param, code}} instead.",
});

/** The OpenAI-compatible surface for customers: any OpenAI client works with base URL `<hub>/v1`. */
export const openAiCompatibleRoutes = {
  listOpenAiModels: defineRoute({
    method: "get",
    path: "/v1/models",
    operationId: "listOpenAiModels",
    tags: ["OpenAI-compatible API"],
    summary: "Every personality (its catalogue id) and every chat model of a provider with a key",
    security: customerKeys,
    responses: {
      200: jsonAnswer(openAiModelListSchema, "The models, OpenAI's list shape"),
      ...errorAnswersIn(openAiErrorSchema, 401, 403, 429),
    },
  }),
  getOpenAiModel: defineRoute({
    method: "get",
    path: "/v1/models/{model}",
    operationId: "getOpenAiModel",
    tags: ["OpenAI-compatible API"],
    summary: "One model of the list: a personality id, a chat model or an embedding model",
    security: customerKeys,
    // Each segment starts with a letter, digit, "_", ":" or "-": a "." or ".." segment would walk the URL elsewhere.
    request: {
      params: z.object({
        model: z
          .string()
          .max(200)
          .regex(/^[\w:-][\w.:-]*(\/[\w:-][\w.:-]*)*$/),
      }),
    },
    responses: {
      200: jsonAnswer(openAiModelSchema, "The model"),
      ...errorAnswersIn(openAiErrorSchema, 400, 401, 403, 404, 429),
    },
  }),
  createOpenAiEmbedding: defineRoute({
    method: "post",
    path: "/v1/embeddings",
    operationId: "createOpenAiEmbedding",
    tags: ["OpenAI-compatible API"],
    summary: "OpenAI's embeddings (text-embedding-3-small, -large); the prompt tokens are metered on the quota",
    security: customerKeys,
    request: { body: jsonBody(openAiEmbeddingRequestSchema) },
    responses: {
      200: jsonAnswer(openAiEmbeddingResponseSchema, "The vectors, OpenAI's list shape"),
      ...errorAnswersIn(openAiErrorSchema, ...bodyErrors, 401, 403, 422, 429, 502, 504),
    },
  }),
  createOpenAiImage: defineRoute({
    method: "post",
    path: "/v1/images/generations",
    operationId: "createOpenAiImage",
    tags: ["OpenAI-compatible API"],
    summary: "OpenAI's image generation (dall-e-3, dall-e-2); each image counts 4,000 tokens of the quota",
    security: customerKeys,
    request: { body: jsonBody(openAiImageRequestSchema) },
    responses: {
      200: jsonAnswer(openAiImageResponseSchema, "The images"),
      ...errorAnswersIn(openAiErrorSchema, ...bodyErrors, 401, 403, 422, 429, 502, 504),
    },
  }),
  createOpenAiResponse: defineRoute({
    method: "post",
    path: "/v1/responses",
    operationId: "createOpenAiResponse",
    tags: ["OpenAI-compatible API"],
    summary: "OpenAI's Responses API (a stateless subset), answered through chat completions; metered on the quota",
    security: customerKeys,
    request: { body: jsonBody(openAiResponsesRequestSchema) },
    responses: {
      200: {
        description: "A response, or its stream of response.* events ending with response.completed",
        content: {
          "application/json": { schema: openAiResponseSchema },
          "text/event-stream": {
            schema: z.string().meta({
              description:
                "Server-Sent Events: response.created, response.output_item.added, response.output_text.delta, response.function_call_arguments.delta, their .done events, response.completed (or response.failed).",
            }),
          },
        },
      },
      ...errorAnswersIn(openAiErrorSchema, ...bodyErrors, 401, 403, 404, 422, 429, 499, 502, 504),
    },
  }),
  createOpenAiChatCompletion: defineRoute({
    method: "post",
    path: "/v1/chat/completions",
    operationId: "createOpenAiChatCompletion",
    tags: ["OpenAI-compatible API"],
    summary: "OpenAI's chat completions; a personality id as model answers in its voice; metered on the quota",
    security: customerKeys,
    request: { body: jsonBody(openAiChatRequestSchema) },
    responses: {
      200: {
        description: "A chat.completion, or its stream",
        content: {
          "application/json": { schema: openAiChatCompletionSchema },
          "text/event-stream": { schema: chunks },
        },
      },
      ...errorAnswersIn(openAiErrorSchema, ...bodyErrors, 401, 403, 404, 422, 429, 499, 502, 504),
    },
  }),
};
