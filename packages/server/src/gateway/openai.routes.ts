import { apiRoutes, chatDefaults, findPersonality, personalitySystemPrompt } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { ApiApp } from "../http/api-app";
import { clientBucket } from "./client-address";
import type { CompletionPipeline } from "./completion";
import type { Payer } from "./spending";
import { streamResponse } from "./stream-response";

/**
 * A widget on another site pays with its publishable key's customer; the hub's own pages, its iframe pages
 * and callers without an Origin pay from the hub's daily budgets, counted per client address too.
 */
const payerOf = (c: Context): Payer => {
  const widget = c.get("widgetPayer");
  return widget === undefined
    ? { kind: "hub", address: clientBucket(c) }
    : { kind: "customer", customerId: widget.customerId, via: "widget", widgetKey: widget.key };
};

/**
 * `/api/openai/*`: the chat panels' completions (spec body or OpenAI's) and image generation. A personality id
 * as `model` (`<hom-chat personality>`) answers in its voice with `personalityModel`, as on `/v1`.
 */
export function openAiRoutes(app: ApiApp, pipeline: CompletionPipeline, personalityModel = "gpt-4o") {
  app.openapi(apiRoutes.createChatCompletion, async (c) => {
    const body = c.req.valid("json");
    const personality = findPersonality(body.model);
    const outcome = await pipeline.complete({
      job: "chat",
      model: personality ? personalityModel : body.model,
      messages: body.messages,
      tokenLimit: "oversight",
      systemPrompt: personality ? personalitySystemPrompt(personality) : undefined,
      // The spec's names first, then OpenAI's; missing ones take the spec's defaults (0.7, 2048).
      maxTokens: body.maxTokens ?? body.max_completion_tokens ?? body.max_tokens ?? chatDefaults.maxTokens,
      temperature: body.temperature ?? chatDefaults.temperature.default,
      stream: body.stream ?? false,
      payer: payerOf(c),
      signal: c.req.raw.signal,
    });
    if (outcome.kind === "stream") return streamResponse(c, outcome.stream);
    return c.json(outcome.completion, 200);
  });

  // Spec 000 and spec 001 name the image path differently; both are this one handler.
  for (const route of [apiRoutes.createImageGenerations, apiRoutes.createImageGenerate]) {
    app.openapi(route, async (c) => {
      const body = c.req.valid("json");
      const result = await pipeline.image({
        prompt: body.prompt,
        model: body.model ?? "dall-e-3",
        extra: { size: body.size, quality: body.quality },
        n: body.n ?? 1,
        payer: payerOf(c),
      });
      const data = (result.data ?? []).map((image) => ({
        url: image.url ?? "",
        ...(image.revised_prompt ? { revised_prompt: image.revised_prompt } : {}),
      }));
      return c.json({ data }, 200);
    });
  }
}
