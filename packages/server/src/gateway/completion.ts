import type { Readable } from "node:stream";
import type { ChatCompletionMessage, Citation } from "@hub-of-minds/core";
import type OpenAI from "openai";
import { ApiError } from "../http/api-error";
import { appendCitations } from "../knowledge/citation-stream";
import { type Grounding, groundedPrompt } from "../knowledge/grounding";
import type { JobKind, JobRecorder } from "./job-recorder";
import { streamJobResult } from "./job-recorder";
import type { ModelRouter } from "./model-router";
import { checkMessages, checkOversight, type OversightPolicy, type OversightVerdict } from "./oversight";
import { type Hold, type Payer, payingCustomer, type Spending } from "./spending";
import { meteredTokens } from "./sse-meter";
import type { MeteredStream } from "./stream-response";
import type { UpstreamTarget } from "./upstream";
import { failureError, type GatewayFailure, mapUpstreamError, missingKeyFailure } from "./upstream-error";
import { openUpstreamStream } from "./upstream-stream";

/** One chat call as every route hands it over, whatever its own body looked like. */
export interface CompletionCall {
  job: Extract<JobKind, "chat" | "public_chat">;
  /** The gateway's model id (a personality already turned into the hub's model by the route). */
  model: string;
  /** What the caller sent: oversight judges all of it. */
  messages: readonly ChatCompletionMessage[];
  /** The hub's own system prompt (a personality's voice), put first after the check. */
  systemPrompt?: string;
  maxTokens: number;
  temperature?: number;
  stream: boolean;
  /** Streams only: pass the upstream's final usage chunk to the caller (it is always metered). */
  streamUsage?: boolean;
  payer: Payer;
  signal: AbortSignal;
  /** Knowledge and memory for a personality's chat (issue 24): added to the system prompt, cited in the answer. */
  retrieve?: () => Promise<Grounding>;
}

export type CompletionOutcome =
  | { kind: "json"; completion: OpenAI.ChatCompletion; citations?: Citation[] }
  | { kind: "stream"; stream: MeteredStream };

export interface ImageCall {
  prompt: string;
  model: string;
  size?: "256x256" | "512x512" | "1024x1024" | "1792x1024" | "1024x1792";
  quality?: "standard" | "hd";
  n: number;
  payer: Payer;
  signal: AbortSignal;
}

export interface CompletionDeps {
  router: Pick<ModelRouter, "route">;
  jobs: JobRecorder;
  spending: Spending;
  policy: () => OversightPolicy;
  clientFor: (target: UpstreamTarget) => OpenAI;
  /** Upstream timeout of a stream's start and of each pause between its chunks. */
  timeoutMs: number;
  /** Notes a flag/log oversight match in the activity log. */
  noteOversight(ruleId: string, action: "flag" | "log", model: string): Promise<void>;
}

// A rough prompt size (4 characters a token) for the reservation and for a stream cut before its usage.
const estimateTokens = (texts: readonly string[]) => Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);

/**
 * The one path of every chat and image call: oversight -> reservation (customer quota or the hub's budgets)
 * -> job record -> the model's provider -> JSON or a metered stream -> settle what was really used. Routes
 * only translate their own bodies and answers; every failure leaves through `fail`, which refunds the hold
 * and closes the job.
 */
export function createCompletionPipeline(deps: CompletionDeps) {
  const judge = async (verdict: OversightVerdict, model: string) => {
    if (verdict.kind === "refuse") {
      // A model the hub does not serve is bad input, like an unknown field value; the rest are refusals.
      const [status, code] = verdict.rule === "allowedModels" ? [400, "model_not_allowed"] : [422, "oversight_rule"];
      throw new ApiError(status as 400 | 422, code as "model_not_allowed" | "oversight_rule", verdict.message, {
        rule: verdict.rule,
      });
    }
    for (const note of verdict.noted) await deps.noteOversight(note.ruleId, note.action, model);
  };

  /** The job of a call that holds its spend, and the one way out of it on failure: refund, close, answer. */
  const begin = (hold: Hold, kind: JobKind, model: string, payer: Payer) => {
    const job = deps.jobs.start(kind, model, payingCustomer(payer));
    const fail = async (failure: GatewayFailure) => {
      await hold.settle(0);
      job.finish({ status: "failed", tokens: 0, error: failure.body.code });
      return failureError(failure);
    };
    return { job, fail };
  };

  return {
    async complete(input: CompletionCall): Promise<CompletionOutcome> {
      const { messages, model } = input;
      await judge(checkOversight({ model, maxTokens: input.maxTokens, messages }, deps.policy()), model);
      // Retrieval (knowledge/grounding.ts) after the check, before the prompt is measured and paid for.
      const grounding = input.retrieve ? await input.retrieve() : undefined;
      const call = { ...input, systemPrompt: groundedPrompt(input.systemPrompt, grounding) };
      const citations = grounding?.citations.length ? grounding.citations : undefined;
      const prompt = estimateTokens(
        call.systemPrompt ? [call.systemPrompt, ...messages.map((m) => m.content)] : messages.map((m) => m.content),
      );
      // At least the prompt and one token of answer; the answer is capped to what was granted.
      const hold = await deps.spending.tokens(call.payer, prompt + call.maxTokens, prompt + 1);
      const { job, fail } = begin(hold, call.job, model, call.payer);
      const route = await deps.router.route(model);
      if (!route.target) throw await fail(missingKeyFailure(route.providerName));
      const client = deps.clientFor(route.target);
      const params = {
        model: route.upstreamModel,
        messages: call.systemPrompt
          ? [{ role: "system" as const, content: call.systemPrompt }, ...messages]
          : [...messages],
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
        max_tokens: Math.min(call.maxTokens, hold.granted - prompt),
      };
      job.processing();
      // A caller that goes away cancels the upstream call too.
      const controller = new AbortController();
      call.signal.addEventListener("abort", () => controller.abort(), { once: true });

      if (!call.stream) {
        let completion: OpenAI.ChatCompletion;
        try {
          completion = await client.chat.completions.create(params, { signal: controller.signal });
        } catch (err) {
          throw await fail(mapUpstreamError(err, route.providerName));
        }
        const text = completion.choices[0]?.message.content ?? "";
        const tokens = completion.usage?.total_tokens ?? prompt + estimateTokens([text]);
        await hold.settle(tokens);
        job.finish({ status: "completed", tokens });
        return { kind: "json", completion, ...(citations ? { citations } : {}) };
      }

      let body: Readable;
      try {
        body = await openUpstreamStream(
          route.target,
          { ...params, stream: true, stream_options: { include_usage: true } },
          controller.signal,
          deps.timeoutMs,
        );
      } catch (err) {
        throw await fail(mapUpstreamError(err, route.providerName));
      }
      if (citations) body = appendCitations(body, citations);
      const stream: MeteredStream = {
        body,
        abort: () => controller.abort(),
        onEnd: (meter, outcome) => {
          // A stream cut short is billed too: the prompt and what was produced before it stopped.
          const tokens = meteredTokens(meter, prompt);
          job.finish(streamJobResult(outcome, tokens));
          hold.settle(tokens).catch((err) => console.error("[gateway] could not settle a stream:", err));
        },
        dropUsage: call.streamUsage === false,
      };
      return { kind: "stream", stream };
    },

    async image(call: ImageCall): Promise<{ url: string }[]> {
      await judge(checkMessages([{ role: "user", content: call.prompt }], deps.policy()), call.model);
      const hold = await deps.spending.images(call.payer, call.n);
      const { job, fail } = begin(hold, "image", call.model, call.payer);
      const route = await deps.router.route(call.model);
      if (!route.target) throw await fail(missingKeyFailure(route.providerName));
      job.processing();
      try {
        const result = await deps
          .clientFor(route.target)
          .images.generate(
            { prompt: call.prompt, size: call.size, quality: call.quality, model: route.upstreamModel, n: call.n },
            { signal: call.signal },
          );
        const images = (result.data ?? []).map((image) => ({ url: image.url ?? "" }));
        await hold.settle(images.length);
        job.finish({ status: "completed", tokens: 0 });
        return images;
      } catch (err) {
        throw await fail(mapUpstreamError(err, route.providerName));
      }
    },
  };
}

export type CompletionPipeline = ReturnType<typeof createCompletionPipeline>;
