import { chatCompletionRequestSchema, imageGenerationRequestSchema } from "@hub-of-minds/core";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/database";
import { ApiError, errorResponse } from "../http/api-error";
import { readJson } from "../http/read-json";
import { type JobRecorder, streamJobResult } from "./job-recorder";
import { checkOversight, type OversightPolicy } from "./oversight";
import { type Reservation, reserveQuota } from "./quota";
import { meteredTokens, relayMeteredStream, sseHeaders } from "./sse-meter";
import { createClientCache, type UpstreamResolver } from "./upstream";
import { type GatewayFailure, mapUpstreamError, missingKeyFailure } from "./upstream-error";
import type { WidgetVariables } from "./widget-cors";

export interface OpenAiGatewayDeps {
  db: Database;
  upstream: UpstreamResolver;
  jobs: JobRecorder;
  policy: () => OversightPolicy;
  /** Upstream timeout; 60 s by default. */
  timeoutMs: number;
  /** Notes a flag/log oversight match in the activity log. */
  noteOversight(ruleId: string, action: "flag" | "log", model: string): Promise<void>;
}

// Any model name may arrive; oversight decides which are allowed, so the schema only checks its shape.
const chatBodySchema = chatCompletionRequestSchema.extend({ model: z.string().trim().min(1).max(100) });

// A rough prompt size for billing a stream that ended before the upstream counted it.
const promptEstimate = (messages: readonly { content: string }[]) =>
  Math.ceil(messages.reduce((sum, m) => sum + m.content.length, 0) / 4);

/** `/api/openai/*`: chat completions (JSON or streamed) and image generation through the openai SDK. */
export function openAiRoutes(deps: OpenAiGatewayDeps) {
  const clientFor = createClientCache(deps.timeoutMs);
  const app = new Hono<{ Variables: WidgetVariables }>();
  const fail = (failure: GatewayFailure) => errorResponse(failure.status, failure.body.code, failure.body.message);

  app.post("/chat/completions", async (c) => {
    const body = await readJson(c, chatBodySchema);
    const verdict = checkOversight(body, deps.policy());
    if (verdict.kind === "refuse") {
      throw new ApiError(422, "oversight_rule", verdict.message, { rule: verdict.rule });
    }
    for (const note of verdict.noted) await deps.noteOversight(note.ruleId, note.action, body.model);

    const prompt = promptEstimate(body.messages);
    // A widget on another site bills the customer of its publishable key, within that customer's quota.
    const customerId = c.get("widgetCustomerId");
    let reservation: Reservation | undefined;
    if (customerId !== undefined) {
      reservation = await reserveQuota(deps.db, customerId, body.maxTokens + prompt);
      if (!reservation || reservation.tokens <= prompt) {
        await reservation?.settle(0);
        return fail({
          status: 429,
          body: { code: "quota_exceeded", message: "The API quota of this widget's key is used up." },
        });
      }
    }
    const job = deps.jobs.start("chat", body.model, customerId);
    const settle = (tokens: number) => reservation?.settle(tokens) ?? Promise.resolve();
    const target = await deps.upstream.resolve();
    if (!target) {
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: missingKeyFailure.body.code });
      return fail(missingKeyFailure);
    }
    const client = clientFor(target);
    const params = {
      model: body.model,
      messages: body.messages,
      temperature: body.temperature,
      max_tokens: reservation ? Math.min(body.maxTokens, reservation.tokens - prompt) : body.maxTokens,
    };
    job.processing();
    const controller = new AbortController();
    // A client that goes away cancels the upstream call too.
    c.req.raw.signal.addEventListener("abort", () => controller.abort(), { once: true });

    if (!body.stream) {
      try {
        const completion = await client.chat.completions.create(params, { signal: controller.signal });
        const tokens = completion.usage?.total_tokens ?? 0;
        await settle(tokens);
        job.finish({ status: "completed", tokens });
        return c.json(completion);
      } catch (err) {
        const failure = mapUpstreamError(err);
        await settle(0);
        job.finish({ status: "failed", tokens: 0, error: failure.body.code });
        return fail(failure);
      }
    }

    let upstream: Response;
    try {
      upstream = await client.chat.completions
        .create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal: controller.signal })
        .asResponse();
    } catch (err) {
      const failure = mapUpstreamError(err);
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: failure.body.code });
      return fail(failure);
    }
    if (!upstream.body) {
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: "empty_stream" });
      return fail({ status: 502, body: { code: "upstream_error", message: "OpenAI sent an empty stream." } });
    }
    const relayed = relayMeteredStream(
      upstream.body,
      () => controller.abort(),
      (meter, outcome) => {
        const tokens = meteredTokens(meter, prompt);
        job.finish(streamJobResult(outcome, tokens));
        settle(tokens).catch((err) => console.error("[gateway] could not record a stream's end:", err));
      },
    );
    return new Response(relayed, {
      headers: sseHeaders,
    });
  });

  const images = async (c: Context<{ Variables: WidgetVariables }>) => {
    const body = await readJson(c, imageGenerationRequestSchema);
    const model = body.model ?? "dall-e-3";
    const job = deps.jobs.start("image", model);
    const target = await deps.upstream.resolve();
    if (!target) {
      job.finish({ status: "failed", tokens: 0, error: missingKeyFailure.body.code });
      return fail(missingKeyFailure);
    }
    job.processing();
    try {
      const result = await clientFor(target).images.generate(
        { prompt: body.prompt, size: body.size, quality: body.quality, model, n: body.n ?? 1 },
        { signal: c.req.raw.signal },
      );
      job.finish({ status: "completed", tokens: 0 });
      return c.json({ data: (result.data ?? []).map((image) => ({ url: image.url ?? "" })) });
    } catch (err) {
      const failure = mapUpstreamError(err);
      job.finish({ status: "failed", tokens: 0, error: failure.body.code });
      return fail(failure);
    }
  };
  // Spec 000 and spec 001 name the image path differently; both are this one handler.
  app.post("/images/generations", images);
  app.post("/images/generate", images);
  return app;
}
