import {
  apiRoutes,
  findPersonality,
  imageModels,
  type OpenAiChatRequest,
  type OpenAiModel,
  personalityCatalogue,
  personalitySystemPrompt,
  providerEmbeddingModels,
  refusedChatParameters,
} from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { toOpenAiError } from "../http/openai-error";
import type { GroundingSource } from "../knowledge/grounding";
import { endUserSubject } from "../memory/memory-store";
import { lastUserText } from "./chat-turns";
import type { CompletionPipeline } from "./completion";
import { type CustomerAuthDeps, customerAuth, keyPayerOf } from "./customer-auth";
import { chatCallOf, responseEvents, responseOf } from "./responses-translation";
import { streamResponse } from "./stream-response";

export interface OpenAiCompatibleDeps extends CustomerAuthDeps {
  pipeline: CompletionPipeline;
  /** The model personalities answer with. */
  personalityModel: string;
  /** The chat models usable now (allowed, and their provider has a key). */
  chatModels(): Promise<readonly { id: string; provider: string }[]>;
  /** Knowledge and memories of a personality (issue 24), recalled for the `user` of the call. */
  grounding?: GroundingSource | undefined;
}

// The catalogue ships with the hub: its models are as old as the process.
const created = Math.floor(Date.now() / 1000);
const model = (id: string, owner: string): OpenAiModel => ({ id, object: "model", created, owned_by: owner });

/** 400 `unsupported_parameter` naming the field (OpenAI clients read it as `param`). */
function refuseField(name: string): never {
  throw new ApiError(400, "unsupported_parameter", `The hub does not support "${name}"; remove it from the request.`, [
    { path: name, message: "not supported by this gateway" },
  ]);
}

/** A field the hub refuses answers 400 naming it, never a silent drop (`modalities: ["text"]` is text anyway). */
function refuseUnsupported(body: Record<string, unknown>) {
  for (const name of refusedChatParameters) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (name === "modalities" && Array.isArray(value) && value.every((m) => m === "text")) continue;
    refuseField(name);
  }
}

/**
 * The fields the gateway reads itself; everything else (tools, tool_choice, response_format, n, stop, seed,
 * logprobs, penalties, user, metadata, reasoning_effort, fields it does not know) goes upstream as it came.
 */
function splitChatBody(body: OpenAiChatRequest) {
  const {
    model: _model,
    messages,
    max_tokens,
    max_completion_tokens,
    temperature,
    stream,
    stream_options,
    ...extra
  } = body;
  return { messages, max_tokens, max_completion_tokens, temperature, stream, stream_options, extra };
}

/** The OpenAI error event that ends a stream the provider broke off: the SDKs throw it as an APIError. */
const openAiStreamError = (failure: { status: number; body: Parameters<typeof toOpenAiError>[1] }) =>
  toOpenAiError(failure.status, failure.body);

/**
 * `/v1`: the standard OpenAI API for customer keys, metered against the quota. Models, chat completions
 * (personality ids as models too), embeddings and image generation.
 */
export function openAiCompatibleRoutes(app: ApiApp, deps: OpenAiCompatibleDeps) {
  const auth = customerAuth(deps);

  const models = async (): Promise<OpenAiModel[]> => {
    const chat = await deps.chatModels();
    const openAiServed = chat.some((entry) => entry.provider === "openai");
    return [
      ...personalityCatalogue.map((personality) => model(personality.id, "hub-of-minds")),
      ...chat.map((entry) => model(entry.id, entry.provider)),
      ...(openAiServed ? providerEmbeddingModels.map((id) => model(id, "openai")) : []),
    ];
  };

  app.openapi({ ...apiRoutes.listOpenAiModels, middleware: auth }, async (c) =>
    c.json({ object: "list" as const, data: await models() }, 200),
  );

  app.openapi({ ...apiRoutes.getOpenAiModel, middleware: auth }, async (c) => {
    const id = c.req.valid("param").model;
    const found = (await models()).find((entry) => entry.id === id);
    if (!found) throw new ApiError(404, "model_not_found", `The model "${id}" does not exist or is not served now.`);
    return c.json(found, 200);
  });

  app.openapi({ ...apiRoutes.createOpenAiChatCompletion, middleware: auth }, async (c) => {
    const body = c.req.valid("json");
    refuseUnsupported(body);
    const { messages, max_tokens, max_completion_tokens, temperature, stream, stream_options, extra } =
      splitChatBody(body);
    const personality = findPersonality(body.model);
    const { grounding } = deps;
    const outcome = await deps.pipeline.complete({
      job: "public_chat",
      model: personality ? deps.personalityModel : body.model,
      messages,
      systemPrompt: personality ? personalitySystemPrompt(personality) : undefined,
      clientSystemAllowed: true,
      tokenLimit: "model",
      maxTokens: max_completion_tokens ?? max_tokens ?? undefined,
      tokenField: max_completion_tokens ? "max_completion_tokens" : "max_tokens",
      temperature: temperature ?? undefined,
      extra,
      stream: stream ?? false,
      streamUsage: stream_options?.include_usage ?? false,
      streamError: openAiStreamError,
      payer: keyPayerOf(c),
      signal: c.req.raw.signal,
      ...(personality && grounding
        ? {
            retrieve: () =>
              grounding(
                personality.id,
                lastUserText(body.messages) ?? "",
                body.user ? endUserSubject(c.get("publicCustomerId"), body.user) : undefined,
                c.get("publicCustomerId"),
              ),
          }
        : {}),
    });
    if (outcome.kind === "stream") return streamResponse(c, outcome.stream);
    // A personality answers under its own name, as the caller asked.
    const citations = outcome.citations ? { citations: outcome.citations } : {};
    return c.json({ ...outcome.completion, model: body.model, ...citations }, 200);
  });

  app.openapi({ ...apiRoutes.createOpenAiResponse, middleware: auth }, async (c) => {
    const body = c.req.valid("json");
    // The hub keeps no responses: a chain by id or a hosted tool cannot be answered, so they are named.
    for (const name of ["previous_response_id", "conversation", "background", "prompt"] as const) {
      if (body[name] !== undefined && body[name] !== null) refuseField(name);
    }
    if (body.store === true) refuseField("store");
    const { messages, extra } = chatCallOf(body);
    const personality = findPersonality(body.model);
    const outcome = await deps.pipeline.complete({
      job: "public_chat",
      model: personality ? deps.personalityModel : body.model,
      messages,
      systemPrompt: personality ? personalitySystemPrompt(personality) : undefined,
      clientSystemAllowed: true,
      tokenLimit: "model",
      maxTokens: body.max_output_tokens ?? undefined,
      temperature: body.temperature ?? undefined,
      extra,
      stream: body.stream ?? false,
      streamUsage: true,
      streamError: openAiStreamError,
      payer: keyPayerOf(c),
      signal: c.req.raw.signal,
    });
    if (outcome.kind === "stream") return streamResponse(c, responseEvents(outcome.stream, body.model));
    return c.json(responseOf(outcome.completion, body.model), 200);
  });

  app.openapi({ ...apiRoutes.createOpenAiEmbedding, middleware: auth }, async (c) => {
    const { model: id, input, ...extra } = c.req.valid("json");
    if (!providerEmbeddingModels.includes(id)) {
      throw new ApiError(
        400,
        "model_not_allowed",
        `The model "${id}" is not an embedding model of this hub; use ${providerEmbeddingModels.join(" or ")}.`,
      );
    }
    const result = await deps.pipeline.embed({ model: id, input, extra, payer: keyPayerOf(c) });
    return c.json(result, 200);
  });

  app.openapi({ ...apiRoutes.createOpenAiImage, middleware: auth }, async (c) => {
    const { prompt, model: id = "dall-e-3", n, ...extra } = c.req.valid("json");
    if (!(imageModels as readonly string[]).includes(id)) {
      throw new ApiError(
        400,
        "model_not_allowed",
        `The model "${id}" is not an image model of this hub; use ${imageModels.join(" or ")}.`,
      );
    }
    const result = await deps.pipeline.image({
      prompt,
      model: id,
      n: n ?? 1,
      extra,
      payer: keyPayerOf(c),
    });
    return c.json({ ...result, data: result.data ?? [] }, 200);
  });
}
