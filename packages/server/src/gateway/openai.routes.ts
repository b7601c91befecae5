import { apiRoutes } from "@hub-of-minds/core";
import type { Database } from "../db/database";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { type JobRecorder, streamJobResult } from "./job-recorder";
import type { ModelRouter } from "./model-router";
import { checkOversight, type OversightPolicy } from "./oversight";
import { type Reservation, reserveQuota } from "./quota";
import { meteredTokens, relayMeteredStream, sseHeaders } from "./sse-meter";
import { createClientCache } from "./upstream";
import { failureError, mapUpstreamError, missingKeyFailure } from "./upstream-error";

export interface OpenAiGatewayDeps {
  db: Database;
  router: Pick<ModelRouter, "route">;
  jobs: JobRecorder;
  policy: () => OversightPolicy;
  /** Upstream timeout; 60 s by default. */
  timeoutMs: number;
  /** Notes a flag/log oversight match in the activity log. */
  noteOversight(ruleId: string, action: "flag" | "log", model: string): Promise<void>;
}

// A rough prompt size for billing a stream that ended before the upstream counted it.
const promptEstimate = (messages: readonly { content: string }[]) =>
  Math.ceil(messages.reduce((sum, m) => sum + m.content.length, 0) / 4);

/** `/api/openai/*`: chat completions (JSON or streamed) and image generation through the openai SDK. */
export function openAiRoutes(app: ApiApp, deps: OpenAiGatewayDeps) {
  const clientFor = createClientCache(deps.timeoutMs);

  app.openapi(apiRoutes.createChatCompletion, async (c) => {
    const body = c.req.valid("json");
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
        throw failureError({
          status: 429,
          body: { code: "quota_exceeded", message: "The API quota of this widget's key is used up." },
        });
      }
    }
    const job = deps.jobs.start("chat", body.model, customerId);
    const settle = (tokens: number) => reservation?.settle(tokens) ?? Promise.resolve();
    const route = await deps.router.route(body.model);
    const target = route.target;
    if (!target) {
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: missingKeyFailure.body.code });
      throw failureError(missingKeyFailure);
    }
    const client = clientFor(target);
    const params = {
      model: route.upstreamModel,
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
        const failure = mapUpstreamError(err, route.providerName);
        await settle(0);
        job.finish({ status: "failed", tokens: 0, error: failure.body.code });
        throw failureError(failure);
      }
    }

    let upstream: Response;
    try {
      upstream = await client.chat.completions
        .create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal: controller.signal })
        .asResponse();
    } catch (err) {
      const failure = mapUpstreamError(err, route.providerName);
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: failure.body.code });
      throw failureError(failure);
    }
    if (!upstream.body) {
      await settle(0);
      job.finish({ status: "failed", tokens: 0, error: "empty_stream" });
      throw failureError({ status: 502, body: { code: "upstream_error", message: "OpenAI sent an empty stream." } });
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

  // Spec 000 and spec 001 name the image path differently; both are this one handler.
  for (const route of [apiRoutes.createImageGenerations, apiRoutes.createImageGenerate]) {
    app.openapi(route, async (c) => {
      const body = c.req.valid("json");
      const model = body.model ?? "dall-e-3";
      const job = deps.jobs.start("image", model);
      const { target } = await deps.router.route(model);
      if (!target) {
        job.finish({ status: "failed", tokens: 0, error: missingKeyFailure.body.code });
        throw failureError(missingKeyFailure);
      }
      job.processing();
      try {
        const result = await clientFor(target).images.generate(
          { prompt: body.prompt, size: body.size, quality: body.quality, model, n: body.n ?? 1 },
          { signal: c.req.raw.signal },
        );
        job.finish({ status: "completed", tokens: 0 });
        return c.json({ data: (result.data ?? []).map((image) => ({ url: image.url ?? "" })) }, 200);
      } catch (err) {
        const failure = mapUpstreamError(err);
        job.finish({ status: "failed", tokens: 0, error: failure.body.code });
        throw failureError(failure);
      }
    });
  }
}
