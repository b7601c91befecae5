import {
  apiRoutes,
  type ChatCompletionMessage,
  chatDefaults,
  findPersonality,
  type OpenAiChatRequest,
  type OpenAiModel,
  personalityCatalogue,
  personalitySystemPrompt,
} from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { GroundingSource } from "../knowledge/grounding";
import type { CompletionPipeline } from "./completion";
import { type CustomerAuthDeps, customerAuth } from "./customer-auth";
import type { OversightPolicy } from "./oversight";
import { streamResponse } from "./stream-response";

export interface OpenAiCompatibleDeps extends CustomerAuthDeps {
  pipeline: CompletionPipeline;
  policy: () => Pick<OversightPolicy, "maxTokensPerRequest">;
  /** The model personalities answer with. */
  personalityModel: string;
  /** The chat models usable now (allowed, and their provider has a key). */
  chatModels(): Promise<readonly { id: string; provider: string }[]>;
  /** Knowledge and memories of a personality (issue 24), recalled for the `user` of the call. */
  grounding?: GroundingSource | undefined;
}

// The catalogue ships with the hub: its models are as old as the process.
const created = Math.floor(Date.now() / 1000);

/** OpenAI's message forms in the gateway's: `developer` is a system message, text parts are joined. */
function turnsOf(messages: OpenAiChatRequest["messages"]): ChatCompletionMessage[] {
  return messages.map((message) => ({
    role: message.role === "developer" ? "system" : message.role,
    content: typeof message.content === "string" ? message.content : message.content.map((p) => p.text).join("\n"),
  }));
}

/** The question a retrieval looks for: the caller's last message. */
const lastUserText = (messages: OpenAiChatRequest["messages"]) =>
  turnsOf(messages.filter((message) => message.role === "user").slice(-1))[0]?.content ?? "";

/** `/v1/models` and `/v1/chat/completions`: the standard OpenAI API, metered against the customer's quota. */
export function openAiCompatibleRoutes(app: ApiApp, deps: OpenAiCompatibleDeps) {
  const auth = customerAuth(deps);

  app.openapi({ ...apiRoutes.listOpenAiModels, middleware: auth }, async (c) => {
    const model = (id: string, owner: string): OpenAiModel => ({ id, object: "model", created, owned_by: owner });
    const data = [
      ...personalityCatalogue.map((personality) => model(personality.id, "hub-of-minds")),
      ...(await deps.chatModels()).map((entry) => model(entry.id, entry.provider)),
    ];
    return c.json({ object: "list" as const, data }, 200);
  });

  app.openapi({ ...apiRoutes.createOpenAiChatCompletion, middleware: auth }, async (c) => {
    const body = c.req.valid("json");
    const personality = findPersonality(body.model);
    const limit = deps.policy().maxTokensPerRequest;
    const { grounding } = deps;
    const outcome = await deps.pipeline.complete({
      job: "public_chat",
      model: personality ? deps.personalityModel : body.model,
      messages: turnsOf(body.messages),
      systemPrompt: personality ? personalitySystemPrompt(personality) : undefined,
      maxTokens: body.max_completion_tokens ?? body.max_tokens ?? Math.min(chatDefaults.maxTokens, limit),
      temperature: body.temperature ?? undefined,
      stream: body.stream ?? false,
      streamUsage: body.stream_options?.include_usage ?? false,
      payer: { kind: "customer", customerId: c.get("publicCustomerId"), via: "key" },
      signal: c.req.raw.signal,
      ...(personality && grounding
        ? { retrieve: () => grounding(personality.id, lastUserText(body.messages), body.user ?? undefined) }
        : {}),
    });
    if (outcome.kind === "stream") return streamResponse(c, outcome.stream);
    // A personality answers under its own name, as the caller asked.
    const citations = outcome.citations ? { citations: outcome.citations } : {};
    return c.json({ ...outcome.completion, model: body.model, ...citations }, 200);
  });
}
