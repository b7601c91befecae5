import { apiRoutes, findPersonality, personalitySystemPrompt } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import type { GroundingSource } from "../knowledge/grounding";
import { endUserSubject } from "../memory/memory-store";
import type { CompletionPipeline } from "./completion";
import { type CustomerAuthDeps, customerAuth, keyPayerOf } from "./customer-auth";
import type { OversightPolicy } from "./oversight";
import { streamResponse } from "./stream-response";

export interface PublicChatDeps extends CustomerAuthDeps {
  pipeline: CompletionPipeline;
  policy: () => Pick<OversightPolicy, "maxTokensPerRequest">;
  /** The model personalities answer with. */
  model: string;
  /** Knowledge and memories of a personality (issue 24); without it, the personality answers from its prompt. */
  grounding?: GroundingSource | undefined;
}

/** `POST /api/v1/chat`: a personality answers in its own voice; tokens are metered against the key's quota. */
export function publicChatRoutes(app: ApiApp, deps: PublicChatDeps) {
  // The key and the rate limits are checked before the body is read.
  app.openapi({ ...apiRoutes.createPublicChat, middleware: customerAuth(deps) }, async (c) => {
    const body = c.req.valid("json");
    const personality = findPersonality(body.personality_id);
    if (!personality) {
      throw new ApiError(404, "unknown_personality", `No personality with id "${body.personality_id}".`);
    }
    const { grounding } = deps;
    const outcome = await deps.pipeline.complete({
      job: "public_chat",
      model: deps.model,
      messages: [{ role: "user", content: body.message }],
      systemPrompt: personalitySystemPrompt(personality),
      tokenLimit: "oversight",
      maxTokens: deps.policy().maxTokensPerRequest,
      stream: body.stream ?? false,
      payer: keyPayerOf(c),
      signal: c.req.raw.signal,
      ...(grounding
        ? {
            retrieve: () =>
              grounding(
                personality.id,
                body.message,
                body.user ? endUserSubject(c.get("publicCustomerId"), body.user) : undefined,
                c.get("publicCustomerId"),
              ),
          }
        : {}),
    });
    if (outcome.kind === "stream") return streamResponse(c, outcome.stream);
    const { completion } = outcome;
    return c.json(
      {
        id: completion.id,
        personality_id: personality.id,
        reply: completion.choices[0]?.message.content ?? "",
        usage: {
          prompt_tokens: completion.usage?.prompt_tokens ?? 0,
          completion_tokens: completion.usage?.completion_tokens ?? 0,
          total_tokens: completion.usage?.total_tokens ?? 0,
        },
        ...(outcome.citations ? { citations: outcome.citations } : {}),
      },
      200,
    );
  });
}
