import { z } from "zod";
import {
  chatCompletionRequestSchema,
  chatCompletionResponseSchema,
  publicChatRequestSchema,
  publicChatResponseSchema,
  tokenCountSchema,
} from "../schemas/chat.schema";
import {
  customerApiKeySchema,
  publishableKeyCapSchema,
  publishableKeyRequestSchema,
  publishableKeySchema,
} from "../schemas/customer.schema";
import { imageGenerationRequestSchema, imageGenerationResponseSchema } from "../schemas/image.schema";
import {
  providerConfigureResultSchema,
  providerKeyBodySchema,
  providerStatusListSchema,
  providerTestResultSchema,
} from "../schemas/provider.schema";
import { hubBudgetsSchema } from "../schemas/usage.schema";
import { customerIdParams } from "./hub.routes";
import {
  adminErrors,
  adminOnly,
  bodyErrors,
  customerOrAdmin,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from "./route-definition";

/**
 * The chat panels' body (spec 000/001) or OpenAI's: any model name (oversight_rules.yaml decides which are
 * allowed), `maxTokens` or OpenAI's `max_tokens` / `max_completion_tokens`; missing temperature and max tokens
 * take the spec's defaults, 0.7 and 2048.
 */
export const gatewayChatRequestSchema = chatCompletionRequestSchema.extend({
  model: z.string().trim().min(1).max(100),
  temperature: chatCompletionRequestSchema.shape.temperature.optional(),
  maxTokens: tokenCountSchema.optional(),
  max_tokens: tokenCountSchema.optional(),
  max_completion_tokens: tokenCountSchema.optional(),
});

const eventStream = z.string().meta({ description: "Server-Sent Events of OpenAI chunks, ending with data: [DONE]." });
const chatAnswer = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema }, "text/event-stream": { schema: eventStream } },
});
// Same-origin pages need no key; a widget on another site sends its publishable key.
const sameOriginOrWidget: Record<string, string[]>[] = [{}, { publishableKey: [] }];
const upstreamErrors = [401, 403, 422, 429, 499, 502, 504] as const;
const providerParams = z.object({
  provider: z.string().min(1).max(40).meta({ description: "huggingface, peo or openai." }),
});

// Both image paths share one definition type, so the server serves them with one handler.
const imageRoute = (path: string, operationId: string, summary: string) =>
  defineRoute({
    method: "post",
    path,
    operationId,
    tags: ["AI gateway"],
    summary,
    security: sameOriginOrWidget,
    request: { body: jsonBody(imageGenerationRequestSchema) },
    responses: {
      200: jsonAnswer(imageGenerationResponseSchema, "The image URLs"),
      ...errorAnswers(...bodyErrors, ...upstreamErrors),
    },
  });

/** The AI gateway: the OpenAI proxy, the public chat API, provider keys and customer keys. */
const publishableKeyParams = customerIdParams.extend({ key: z.string().regex(/^pk_[\w-]{1,100}$/) });

export const gatewayRoutes = {
  getHubBudgets: defineRoute({
    method: "get",
    path: "/api/budgets",
    operationId: "getHubBudgets",
    tags: ["AI gateway"],
    summary: "Today's spend of the hub's own budgets, the busiest addresses and widget keys",
    security: adminOnly,
    responses: { 200: jsonAnswer(hubBudgetsSchema, "Today's counts"), ...errorAnswers(...adminErrors) },
  }),
  createChatCompletion: defineRoute({
    method: "post",
    path: "/api/openai/chat/completions",
    operationId: "createChatCompletion",
    tags: ["AI gateway"],
    summary: "A chat completion through the hub's OpenAI key (JSON, or SSE with stream: true)",
    security: sameOriginOrWidget,
    request: { body: jsonBody(gatewayChatRequestSchema) },
    responses: {
      200: chatAnswer(chatCompletionResponseSchema, "OpenAI's completion, or its stream"),
      ...errorAnswers(...bodyErrors, ...upstreamErrors),
    },
  }),
  createImageGenerations: imageRoute(
    "/api/openai/images/generations",
    "createImageGenerations",
    "Generate an image (spec 000's path)",
  ),
  createImageGenerate: imageRoute(
    "/api/openai/images/generate",
    "createImageGenerate",
    "Generate an image (spec 001's path)",
  ),
  createPublicChat: defineRoute({
    method: "post",
    path: "/api/v1/chat",
    operationId: "createPublicChat",
    tags: ["Public API"],
    summary: "A personality answers in its own voice; tokens are metered against the key's quota",
    security: [{ customerKey: [] }],
    request: { body: jsonBody(publicChatRequestSchema) },
    responses: {
      200: chatAnswer(publicChatResponseSchema, "The reply, or its stream"),
      ...errorAnswers(...bodyErrors, ...upstreamErrors, 404),
    },
  }),
  testProviderKey: defineRoute({
    method: "post",
    path: "/api/test-api/{provider}",
    operationId: "testProviderKey",
    tags: ["Providers"],
    summary: "Try a provider key with one cheap call, without storing it (422 when it fails)",
    security: adminOnly,
    request: { params: providerParams, body: jsonBody(providerKeyBodySchema) },
    responses: {
      200: jsonAnswer(providerTestResultSchema, "The key works"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 422),
    },
  }),
  configureProviderKey: defineRoute({
    method: "post",
    path: "/api/configure-api/{provider}",
    operationId: "configureProviderKey",
    tags: ["Providers"],
    summary: "Store a provider key, sealed; the answer shows its last 4 characters",
    security: adminOnly,
    request: { params: providerParams, body: jsonBody(providerKeyBodySchema) },
    responses: {
      200: jsonAnswer(providerConfigureResultSchema, "The stored key's status"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404),
    },
  }),
  listProviders: defineRoute({
    method: "get",
    path: "/api/providers",
    operationId: "listProviders",
    tags: ["Providers"],
    summary: "Which provider keys are stored (same as /api/providers/status)",
    security: adminOnly,
    responses: { 200: jsonAnswer(providerStatusListSchema, "One row per provider"), ...errorAnswers(...adminErrors) },
  }),
  getProvidersStatus: defineRoute({
    method: "get",
    path: "/api/providers/status",
    operationId: "getProvidersStatus",
    tags: ["Providers"],
    summary: "Which provider keys are stored",
    security: adminOnly,
    responses: { 200: jsonAnswer(providerStatusListSchema, "One row per provider"), ...errorAnswers(...adminErrors) },
  }),
  rotateCustomerApiKey: defineRoute({
    method: "post",
    path: "/api/customers/{id}/api-key",
    operationId: "rotateCustomerApiKey",
    tags: ["Customers"],
    summary: "Issue a new API key and revoke the old one; the only time the whole key is shown",
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: { 200: jsonAnswer(customerApiKeySchema, "The new key"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  setCustomerApiKeyCap: defineRoute({
    method: "patch",
    path: "/api/customers/{id}/api-key",
    operationId: "setCustomerApiKeyCap",
    tags: ["Customers"],
    summary: "Sets the secret key's own daily token cap (the customer's own limit, within their quota)",
    security: customerOrAdmin,
    request: { params: customerIdParams, body: jsonBody(publishableKeyCapSchema) },
    responses: {
      200: jsonAnswer(publishableKeyCapSchema, "The cap in force"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404),
    },
  }),
  listPublishableKeys: defineRoute({
    method: "get",
    path: "/api/customers/{id}/publishable-keys",
    operationId: "listPublishableKeys",
    tags: ["Customers"],
    summary: "The customer's widget keys",
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: {
      200: jsonAnswer(z.array(publishableKeySchema), "The keys"),
      ...errorAnswers(...adminErrors, 400),
    },
  }),
  createPublishableKey: defineRoute({
    method: "post",
    path: "/api/customers/{id}/publishable-keys",
    operationId: "createPublishableKey",
    tags: ["Customers"],
    summary: "A new widget key for these origins",
    security: customerOrAdmin,
    request: { params: customerIdParams, body: jsonBody(publishableKeyRequestSchema) },
    responses: {
      201: jsonAnswer(publishableKeySchema, "The new key"),
      ...errorAnswers(...adminErrors, ...bodyErrors),
    },
  }),
  updatePublishableKey: defineRoute({
    method: "patch",
    path: "/api/customers/{id}/publishable-keys/{key}",
    operationId: "updatePublishableKey",
    tags: ["Customers"],
    summary: "Sets a widget key's own daily token cap (the customer's own limit, within the hub's)",
    security: customerOrAdmin,
    request: { params: publishableKeyParams, body: jsonBody(publishableKeyCapSchema) },
    responses: {
      200: jsonAnswer(publishableKeySchema, "The key with its cap"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404),
    },
  }),
  revokePublishableKey: defineRoute({
    method: "delete",
    path: "/api/customers/{id}/publishable-keys/{key}",
    operationId: "revokePublishableKey",
    tags: ["Customers"],
    summary: "Revokes a widget key: refused at once, on every instance",
    security: customerOrAdmin,
    request: { params: publishableKeyParams },
    responses: { 204: { description: "Revoked" }, ...errorAnswers(...adminErrors, 400, 404) },
  }),
};
