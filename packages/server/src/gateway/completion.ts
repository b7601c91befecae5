import type { Readable } from "node:stream";
import { type Citation, modelCapabilities } from "@hub-of-minds/core";
import type OpenAI from "openai";
import { ApiError } from "../http/api-error";
import { appendCitations } from "../knowledge/citation-stream";
import { type Grounding, groundedPrompt } from "../knowledge/grounding";
import { type ChatTurn, mediaPartKinds, oversightTurns, turnText } from "./chat-turns";
import type { JobKind, JobRecorder } from "./job-recorder";
import { streamJobResult } from "./job-recorder";
import type { ModelRouter } from "./model-router";
import { checkMessages, checkOversight, type OversightPolicy, type OversightVerdict } from "./oversight";
import { type Hold, type Payer, payingCustomer, type Spending } from "./spending";
import { meteredTokens, type StreamOutcome } from "./sse-meter";
import type { MeteredStream } from "./stream-response";
import { countTextTokens, roughTokens, streamedTexts } from "./token-estimate";
import type { Upstream } from "./upstream";
import {
  failureError,
  type GatewayFailure,
  mapUpstreamError,
  missingKeyFailure,
  streamFailure,
} from "./upstream-error";

/** One chat call as every route hands it over, whatever its own body looked like. */
export interface CompletionCall {
  job: Extract<JobKind, "chat" | "public_chat">;
  /** The gateway's model id (a personality already turned into the hub's model by the route). */
  model: string;
  /** What the caller sent, in any of OpenAI's message shapes: oversight judges every text of it. */
  messages: readonly ChatTurn[];
  /** The hub's own system prompt (a personality's voice), put first after the check. */
  systemPrompt?: string;
  /** A customer's key may send its own `system`/`developer` messages; keyless calls follow oversight's rule. */
  clientSystemAllowed?: boolean;
  /**
   * The answer's limit. "oversight": `maxTokens` must be within oversight_rules.yaml's maxTokensPerRequest
   * (the panels, keyless calls). "model": a customer's call, bounded by the model's own limit and by what
   * is left of the quota; absent means as much as those allow.
   */
  tokenLimit: "oversight" | "model";
  maxTokens: number | undefined;
  /** The upstream name of the answer limit: reasoning models only take `max_completion_tokens`. */
  tokenField?: "max_tokens" | "max_completion_tokens";
  temperature?: number;
  /** Every further Chat Completions field (tools, response_format, n, stop, ...), passed on as it came. */
  extra?: Readonly<Record<string, unknown>>;
  stream: boolean;
  /** Streams only: pass the upstream's final usage chunk to the caller (it is always metered). */
  streamUsage?: boolean;
  /** The `data:` payload that ends a stream the upstream broke off, in the route's error shape. */
  streamError?: (failure: GatewayFailure) => unknown;
  payer: Payer;
  signal: AbortSignal;
  /** Knowledge and memory for a personality's chat (issue 24): added to the system prompt, cited in the answer. */
  retrieve?: () => Promise<Grounding>;
  /** Runs once a stream ended (completed, cancelled or broken off), after it was billed: a thread records it. */
  onStreamEnd?: (answer: StreamedAnswer) => void;
}

/** What a stream answered: its text, the tokens billed for the call and the passages it cited. */
export interface StreamedAnswer {
  text: string;
  tokens: number;
  citations: Citation[];
  outcome: StreamOutcome;
}

export type CompletionOutcome =
  | { kind: "json"; completion: OpenAI.ChatCompletion; citations?: Citation[]; tokens: number }
  | { kind: "stream"; stream: MeteredStream };

export interface ImageCall {
  prompt: string;
  model: string;
  /** Further fields of OpenAI's body (size, quality, style, response_format), passed on as they came. */
  extra?: Readonly<Record<string, unknown>>;
  n: number;
  payer: Payer;
}

export interface EmbeddingCall {
  model: string;
  input: string | readonly string[];
  /** Further fields of OpenAI's body (dimensions, encoding_format, user), passed on as they came. */
  extra?: Readonly<Record<string, unknown>>;
  payer: Payer;
}

export interface CompletionDeps {
  router: Pick<ModelRouter, "route">;
  jobs: JobRecorder;
  spending: Spending;
  policy: () => OversightPolicy;
  /** The one upstream client of every call. */
  upstream: Upstream;
  /** Notes a flag/log oversight match in the activity log. */
  noteOversight(ruleId: string, action: "flag" | "log", model: string): Promise<void>;
}

/** The panels' error chunk (`chatCompletionChunkSchema`): no choices, the sentence in `error`. */
const hubStreamError = (failure: GatewayFailure) => ({ choices: [], error: failure.body.message });

// An image part costs about this many prompt tokens (a high-detail 512 px tile grid) in the reservation.
const imageTokens = 765;

/**
 * The one path of every chat, embedding and image call: oversight -> reservation (customer quota or the
 * hub's budgets) -> job record -> the model's provider -> JSON or a metered stream -> settle what was really
 * used. Routes only translate their own bodies and answers; every failure leaves through `fail`, which
 * settles the hold and closes the job.
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

  /**
   * The job of a call that holds its spend, and the one way out of it on failure: settle, close, answer. A
   * call the hub itself gave up on (a timeout) still costs the prompt the provider read.
   */
  const begin = (hold: Hold, kind: JobKind, model: string, payer: Payer, prompt = 0) => {
    const job = deps.jobs.start(kind, model, payingCustomer(payer));
    const fail = async (failure: GatewayFailure) => {
      const spent = failure.body.code === "upstream_timeout" ? prompt : 0;
      await hold.settle(spent);
      job.finish({ status: "failed", tokens: spent, error: failure.body.code });
      return failureError(failure);
    };
    return { job, fail };
  };

  /** Refuses image (or audio, file) parts a model cannot read, naming the model. */
  const checkCapabilities = (model: string, messages: readonly ChatTurn[]) => {
    const kinds = mediaPartKinds(messages);
    if (kinds.size === 0) return 0;
    const refused = [...kinds].filter((kind) => kind !== "image_url" || !modelCapabilities(model).vision);
    if (refused.length) {
      throw new ApiError(
        400,
        "model_capability",
        `The model "${model}" does not take ${refused.join(", ")} content parts; send text, or pick a model that takes images (such as gpt-4o).`,
        { model, parts: refused },
      );
    }
    let images = 0;
    for (const turn of messages) {
      if (Array.isArray(turn.content)) images += turn.content.filter((part) => part.type === "image_url").length;
    }
    return images * imageTokens;
  };

  return {
    async complete(input: CompletionCall): Promise<CompletionOutcome> {
      const { messages, model } = input;
      const policy = deps.policy();
      const turns = oversightTurns(messages);
      const limitedByOversight = input.tokenLimit === "oversight";
      await judge(
        checkOversight(
          { model, maxTokens: limitedByOversight ? input.maxTokens : undefined, messages: turns },
          input.clientSystemAllowed ? { ...policy, allowClientSystem: true } : policy,
        ),
        model,
      );
      // Retrieval (knowledge/grounding.ts) after the check, before the prompt is measured and paid for.
      const grounding = input.retrieve ? await input.retrieve() : undefined;
      const call = { ...input, systemPrompt: groundedPrompt(input.systemPrompt, grounding) };
      const citations = grounding?.citations.length ? grounding.citations : undefined;
      const imagePrompt = checkCapabilities(model, messages);
      const texts = call.systemPrompt
        ? [call.systemPrompt, ...turns.map((t) => t.content)]
        : turns.map((t) => t.content);
      const prompt = roughTokens(texts) + imagePrompt;
      // Counted with the tokenizer only when the provider reports no usage.
      const promptTokens = () => countTextTokens(texts) + imagePrompt;
      const cap = modelCapabilities(model).maxOutputTokens;
      const maxTokens = limitedByOversight
        ? (call.maxTokens ?? policy.maxTokensPerRequest)
        : Math.min(call.maxTokens ?? cap, cap);
      const choices = typeof call.extra?.n === "number" ? call.extra.n : 1;
      // At least the prompt and one token of answer; the answer is capped to what was granted.
      const hold = await deps.spending.tokens(call.payer, prompt + maxTokens * choices, prompt + 1);
      const { job, fail } = begin(hold, call.job, model, call.payer, prompt);
      const route = await deps.router.route(model);
      if (!route.target) throw await fail(missingKeyFailure(route.providerName));
      const params: Record<string, unknown> = {
        ...call.extra,
        model: route.upstreamModel,
        messages: call.systemPrompt ? [{ role: "system", content: call.systemPrompt }, ...messages] : messages,
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
        [call.tokenField ?? "max_tokens"]: Math.max(
          1,
          Math.min(maxTokens, Math.floor((hold.granted - prompt) / choices)),
        ),
      };
      job.processing();

      if (!call.stream) {
        // Not tied to the caller: one who hangs up still pays for the answer the provider goes on to make.
        let completion: OpenAI.ChatCompletion;
        try {
          completion = await deps.upstream.json(
            route.target,
            "/chat/completions",
            params,
            new AbortController().signal,
          );
        } catch (err) {
          throw await fail(mapUpstreamError(err, route.providerName));
        }
        const tokens =
          completion.usage?.total_tokens ??
          promptTokens() + countTextTokens((completion.choices ?? []).map((choice) => turnText(choice.message)));
        await hold.settle(tokens);
        job.finish({ status: "completed", tokens });
        const answer = (completion.choices ?? []).map((choice) => turnText(choice.message)).join("\n");
        grounding?.afterAnswer?.({ text: answer, model, payer: call.payer });
        return { kind: "json", completion, tokens, ...(citations ? { citations } : {}) };
      }

      // A caller that goes away cancels a stream, and pays for what was produced until then.
      const controller = new AbortController();
      call.signal.addEventListener("abort", () => controller.abort(), { once: true });
      const streamOptions = typeof call.extra?.stream_options === "object" ? call.extra.stream_options : {};
      let body: Awaited<ReturnType<Upstream["open"]>>;
      try {
        body = await deps.upstream.open(
          route.target,
          "/chat/completions",
          { ...params, stream: true, stream_options: { ...streamOptions, include_usage: true } },
          controller.signal,
        );
      } catch (err) {
        throw await fail(mapUpstreamError(err, route.providerName));
      }
      const errorPayload = call.streamError ?? hubStreamError;
      const relayed: Readable = citations ? appendCitations(body, citations) : body;
      const stream: MeteredStream = {
        body: relayed,
        abort: () => controller.abort(),
        onEnd: (meter, outcome) => {
          // A stream cut short is billed too: the prompt and what was produced before it stopped.
          const tokens = meteredTokens(meter, promptTokens);
          job.finish(streamJobResult(outcome, tokens));
          if (outcome === "completed") {
            grounding?.afterAnswer?.({ text: streamedTexts(meter.frames).join(""), model, payer: call.payer });
          }
          hold.settle(tokens).catch((err) => console.error("[gateway] could not settle a stream:", err));
          call.onStreamEnd?.({
            text: streamedTexts(meter.frames).join(""),
            tokens,
            citations: citations ?? [],
            outcome,
          });
        },
        dropUsage: call.streamUsage === false,
        failureEvent: (err) =>
          `data: ${JSON.stringify(errorPayload(streamFailure(err, route.providerName)))}\n\ndata: [DONE]\n\n`,
      };
      return { kind: "stream", stream };
    },

    /** Embeds texts for a payer (the `/v1/embeddings` route and the hub's own knowledge work): prompt tokens metered. */
    async embed(call: EmbeddingCall): Promise<OpenAI.CreateEmbeddingResponse> {
      const inputs = typeof call.input === "string" ? [call.input] : call.input;
      await judge(
        checkMessages(
          inputs.map((content) => ({ role: "user", content })),
          { ...deps.policy(), allowClientSystem: true },
        ),
        call.model,
      );
      const prompt = roughTokens(inputs);
      const hold = await deps.spending.tokens(call.payer, prompt, prompt);
      const { job, fail } = begin(hold, "embedding", call.model, call.payer);
      const route = await deps.router.route(call.model);
      if (!route.target) throw await fail(missingKeyFailure(route.providerName));
      job.processing();
      let result: OpenAI.CreateEmbeddingResponse;
      try {
        result = await deps.upstream.json(
          route.target,
          "/embeddings",
          { ...call.extra, model: route.upstreamModel, input: call.input },
          new AbortController().signal,
        );
      } catch (err) {
        throw await fail(mapUpstreamError(err, route.providerName));
      }
      const tokens = result.usage?.total_tokens ?? countTextTokens(inputs);
      await hold.settle(tokens);
      job.finish({ status: "completed", tokens });
      return result;
    },

    async image(call: ImageCall): Promise<OpenAI.ImagesResponse> {
      await judge(checkMessages([{ role: "user", content: call.prompt }], deps.policy()), call.model);
      const hold = await deps.spending.images(call.payer, call.n);
      const { job, fail } = begin(hold, "image", call.model, call.payer);
      const route = await deps.router.route(call.model);
      if (!route.target) throw await fail(missingKeyFailure(route.providerName));
      job.processing();
      let result: OpenAI.ImagesResponse;
      try {
        result = await deps.upstream.json(
          route.target,
          "/images/generations",
          { ...call.extra, prompt: call.prompt, model: route.upstreamModel, n: call.n },
          // Like a chat: a caller who hangs up still pays for the images the provider goes on to make.
          new AbortController().signal,
        );
      } catch (err) {
        throw await fail(mapUpstreamError(err, route.providerName));
      }
      await hold.settle(result.data?.length ?? 0);
      job.finish({ status: "completed", tokens: 0 });
      return result;
    },
  };
}

export type CompletionPipeline = ReturnType<typeof createCompletionPipeline>;
