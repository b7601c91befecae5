import { apiRoutes, findPersonality, personalitySystemPrompt, publicApiKeyHeader } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { hashApiKey } from "../services/customers.service";
import { clientBucket } from "./client-address";
import { type JobRecorder, streamJobResult } from "./job-recorder";
import type { ModelRouter } from "./model-router";
import { checkOversight, type OversightPolicy } from "./oversight";
import { reserveQuota } from "./quota";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";
import { meteredTokens, relayMeteredStream, sseHeaders } from "./sse-meter";
import { createClientCache } from "./upstream";
import { failureError, mapUpstreamError, missingKeyFailure } from "./upstream-error";

declare module "hono" {
  interface ContextVariableMap {
    /** The customer whose `x-api-key` the public chat API accepted. */
    publicCustomerId: number;
  }
}

export interface PublicChatDeps {
  db: Database;
  router: Pick<ModelRouter, "route">;
  jobs: JobRecorder;
  policy: () => OversightPolicy;
  timeoutMs: number;
  perKey: RateLimiter;
  perIp: RateLimiter;
  /** The model the public API answers with. */
  model?: string;
}

/** `POST /api/v1/chat`: a personality answers in its own voice; tokens are metered against the key's quota. */
export function publicChatRoutes(app: ApiApp, deps: PublicChatDeps) {
  const clientFor = createClientCache(deps.timeoutMs);
  const model = deps.model ?? "gpt-4o";
  app.openapi(
    {
      ...apiRoutes.createPublicChat,
      // The key and the rate limits are checked before the body is read.
      middleware: async (c, next) => {
        const apiKey = c.req.header(publicApiKeyHeader);
        if (!apiKey)
          throw new ApiError(401, "missing_api_key", `Send your API key in the ${publicApiKeyHeader} header.`);
        const [customer] = await deps.db
          .select({ id: customers.id, status: customers.subscriptionStatus })
          .from(customers)
          .where(eq(customers.apiKeyHash, hashApiKey(apiKey)));
        if (!customer) throw new ApiError(401, "invalid_api_key", "The API key is not valid.");
        if (customer.status !== "active") {
          throw new ApiError(403, "subscription_inactive", "The subscription of this key is not active.");
        }

        const ip = clientBucket(c);
        for (const decision of [await deps.perKey.hit(`key:${customer.id}`), await deps.perIp.hit(`ip:${ip}`)]) {
          if (!decision.allowed) {
            throw new ApiError(
              429,
              "rate_limited",
              `Too many requests; retry in ${decision.resetSeconds} s.`,
              undefined,
              rateLimitHeaders(decision),
            );
          }
        }
        c.set("publicCustomerId", customer.id);
        await next();
      },
    },
    async (c) => {
      const customer = { id: c.get("publicCustomerId") };
      const body = c.req.valid("json");
      const personality = findPersonality(body.personality_id);
      if (!personality) {
        throw new ApiError(404, "unknown_personality", `No personality with id "${body.personality_id}".`);
      }
      const policy = deps.policy();
      const systemPrompt = personalitySystemPrompt(personality);
      const messages = [
        { role: "system" as const, content: systemPrompt },
        { role: "user" as const, content: body.message },
      ];
      // The personality prompt is the hub's own: oversight judges what the customer sent.
      const sent = messages.filter((message) => message.role === "user");
      const verdict = checkOversight({ model, maxTokens: policy.maxTokensPerRequest, messages: sent }, policy);
      if (verdict.kind === "refuse") {
        throw new ApiError(422, "oversight_rule", verdict.message, { rule: verdict.rule });
      }

      const promptEstimate = Math.ceil((systemPrompt.length + body.message.length) / 4);
      const reservation = await reserveQuota(deps.db, customer.id, policy.maxTokensPerRequest + promptEstimate);
      if (!reservation || reservation.tokens <= promptEstimate) {
        await reservation?.settle(0);
        throw new ApiError(429, "quota_exceeded", "The API quota of this key is used up.");
      }
      const job = deps.jobs.start("public_chat", model, customer.id);
      const { target } = await deps.router.route(model);
      if (!target) {
        await reservation.settle(0);
        job.finish({ status: "failed", tokens: 0, error: missingKeyFailure.body.code });
        throw failureError(missingKeyFailure);
      }
      job.processing();
      const controller = new AbortController();
      c.req.raw.signal.addEventListener("abort", () => controller.abort(), { once: true });
      const params = {
        model,
        messages,
        // The answer is capped so prompt plus answer fit in what was reserved.
        max_tokens: reservation.tokens - promptEstimate,
      };

      if (!body.stream) {
        try {
          const completion = await clientFor(target).chat.completions.create(params, { signal: controller.signal });
          const usage = {
            prompt_tokens: completion.usage?.prompt_tokens ?? 0,
            completion_tokens: completion.usage?.completion_tokens ?? 0,
            total_tokens: completion.usage?.total_tokens ?? 0,
          };
          await reservation.settle(usage.total_tokens);
          job.finish({ status: "completed", tokens: usage.total_tokens });
          return c.json({
            id: completion.id,
            personality_id: personality.id,
            reply: completion.choices[0]?.message.content ?? "",
            usage,
          });
        } catch (err) {
          const failure = mapUpstreamError(err);
          await reservation.settle(0);
          job.finish({ status: "failed", tokens: 0, error: failure.body.code });
          throw failureError(failure);
        }
      }

      let upstream: Response;
      try {
        upstream = await clientFor(target)
          .chat.completions.create(
            { ...params, stream: true, stream_options: { include_usage: true } },
            {
              signal: controller.signal,
            },
          )
          .asResponse();
      } catch (err) {
        const failure = mapUpstreamError(err);
        await reservation.settle(0);
        job.finish({ status: "failed", tokens: 0, error: failure.body.code });
        throw failureError(failure);
      }
      if (!upstream.body) {
        await reservation.settle(0);
        job.finish({ status: "failed", tokens: 0, error: "empty_stream" });
        throw failureError({
          status: 502,
          body: { code: "upstream_error", message: "The model sent an empty stream." },
        });
      }
      const relayed = relayMeteredStream(
        upstream.body,
        () => controller.abort(),
        (meter, outcome) => {
          // Aborted streams are billed too: what was produced before the client left.
          const tokens = meteredTokens(meter, promptEstimate);
          job.finish(streamJobResult(outcome, tokens));
          reservation.settle(tokens).catch((err) => console.error("[gateway] could not settle a public stream:", err));
        },
      );
      return new Response(relayed, {
        headers: sseHeaders,
      });
    },
  );
}
