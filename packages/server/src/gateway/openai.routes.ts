import { apiRoutes, chatDefaults, findPersonality, personalitySystemPrompt } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { Conversations } from "../conversations/conversations";
import { threadRecordingOf } from "../conversations/thread-recording";
import { type ThreadOwner, visitorOwnerOf, visitorSubject } from "../conversations/thread-viewer";
import { requestOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import type { GroundingSource } from "../knowledge/grounding";
import { lastUserText } from "./chat-turns";
import { clientBucket } from "./client-address";
import type { CompletionPipeline } from "./completion";
import { type Payer, payingCustomer } from "./spending";
import { streamResponse } from "./stream-response";

/**
 * A widget on another site pays with its publishable key's customer; the hub's own pages, its iframe pages
 * and callers without an Origin pay from the hub's daily budgets, counted per client address too.
 */
const payerOf = (c: Context): Payer => {
  const widget = c.get("widgetPayer");
  return widget === undefined
    ? { kind: "hub", address: clientBucket(c) }
    : {
        kind: "customer",
        customerId: widget.customerId,
        via: "widget",
        widgetKey: widget.key,
        dailyTokenCap: widget.dailyTokenCap,
      };
};

/**
 * The customer whose own knowledge a chat reaches: the one paying (a widget key), else the customer signed in
 * on the hub's own pages (`/browser`; a session from another origin counts for nothing here).
 */
async function knowledgeCustomerOf(
  c: Context,
  payer: Payer,
  owner: ThreadOwner | undefined,
  conversations: Conversations,
): Promise<number | undefined> {
  const paying = payingCustomer(payer);
  if (paying !== undefined) return paying;
  if (owner) return owner.customerId ?? undefined;
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== requestOrigin(c)) return undefined;
  const account = await conversations.accounts.sessionOf(c.req.raw);
  return account?.role === "customer" ? (account.customerId ?? undefined) : undefined;
}

export interface OpenAiRoutesDeps {
  pipeline: CompletionPipeline;
  /** The model personalities answer with. */
  personalityModel: string;
  /** Knowledge and memory for a personality's chat. */
  grounding?: GroundingSource | undefined;
  /** Threads a widget's chat is recorded in (issue 26). */
  conversations: Conversations;
}

/**
 * `/api/openai/*`: the chat panels' completions (spec body or OpenAI's) and image generation. A personality id
 * as `model` (`<hom-chat personality>`) answers in its voice with `personalityModel`, as on `/v1`, grounded in
 * its knowledge and in what it remembers about the widget's visitor. A chat naming its thread is recorded there.
 */
export function openAiRoutes(app: ApiApp, deps: OpenAiRoutesDeps) {
  const { pipeline, personalityModel, grounding } = deps;
  app.openapi(apiRoutes.createChatCompletion, async (c) => {
    const body = c.req.valid("json");
    const personality = findPersonality(body.model);
    const question = lastUserText(body.messages);
    // Before anything is spent: another owner's thread is refused here.
    const recording = await threadRecordingOf(c, deps.conversations, {
      model: body.model,
      personalityId: personality?.id ?? null,
      question,
    });
    const person = recording?.owner ?? visitorOwnerOf(c);
    const payer = payerOf(c);
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
      payer,
      signal: c.req.raw.signal,
      ...(personality && grounding
        ? {
            retrieve: async () =>
              grounding(
                personality.id,
                question ?? "",
                person ? visitorSubject(person) : undefined,
                await knowledgeCustomerOf(c, payer, person, deps.conversations),
              ),
          }
        : {}),
      ...(recording
        ? {
            onStreamEnd: (answer) =>
              recording
                .answered(answer)
                .catch((err: Error) => console.error("[conversations] an answer was not recorded:", err.message)),
          }
        : {}),
    });
    await recording?.begin();
    if (outcome.kind === "stream") return streamResponse(c, outcome.stream);
    const citations = outcome.citations ?? [];
    await recording?.answered({
      text: outcome.completion.choices[0]?.message.content ?? "",
      tokens: outcome.tokens,
      citations,
    });
    return c.json({ ...outcome.completion, ...(citations.length ? { citations } : {}) }, 200);
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
