import { z } from "zod";
import {
  openAiChatCompletionSchema,
  openAiChatRequestSchema,
  openAiErrorSchema,
  openAiModelListSchema,
} from "../schemas/openai-compatible.schema";
import { bodyErrors, defineRoute, errorAnswersIn, jsonAnswer, jsonBody } from "./route-definition";

// OpenAI clients send the key as a bearer token; x-api-key works too, as on /api/v1/chat.
const customerKeys: Record<string, string[]>[] = [{ customerBearer: [] }, { customerKey: [] }];
const chunks = z.string().meta({
  description: "Server-Sent Events of chat.completion.chunk objects, ending with data: [DONE].",
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
