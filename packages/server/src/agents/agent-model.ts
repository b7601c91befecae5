import type OpenAI from "openai";
import type { CompletionPipeline } from "../gateway/completion";
import type { Payer } from "../gateway/spending";

/** A message of a run's conversation, in OpenAI's shapes (tool calls and tool results included). */
export type AgentMessage = OpenAI.ChatCompletionMessageParam;

export interface AgentModelCall {
  model: string;
  /** The hub's own system prompt: the agent's voice and how to use its skills. */
  systemPrompt: string;
  messages: readonly AgentMessage[];
  tools: readonly OpenAI.ChatCompletionFunctionTool[];
  maxTokens: number;
  payer: Payer;
  signal: AbortSignal;
}

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text as the model wrote it (it may be broken). */
  arguments: string;
}

export interface AgentModelAnswer {
  content: string | null;
  toolCalls: ToolCall[];
  tokens: number;
}

/** What a run needs from a model: one call, tools offered, an answer with its tool calls and its cost. */
export interface AgentModel {
  complete(call: AgentModelCall): Promise<AgentModelAnswer>;
}

/**
 * The agents' model is the hub's own gateway pipeline: oversight, the payer's budget or quota, the job
 * record and metering apply to every step as to any chat.
 */
export function agentModelOver(pipeline: CompletionPipeline): AgentModel {
  return {
    async complete(call) {
      const outcome = await pipeline.complete({
        job: "chat",
        model: call.model,
        messages: call.messages as Parameters<CompletionPipeline["complete"]>[0]["messages"],
        systemPrompt: call.systemPrompt,
        tokenLimit: "oversight",
        maxTokens: call.maxTokens,
        extra: call.tools.length ? { tools: call.tools } : {},
        stream: false,
        payer: call.payer,
        signal: call.signal,
      });
      if (outcome.kind !== "json") throw new Error("the pipeline streamed an answer that was asked for as JSON");
      const message = outcome.completion.choices[0]?.message;
      const toolCalls = (message?.tool_calls ?? []).flatMap((toolCall) =>
        toolCall.type === "function"
          ? [{ id: toolCall.id, name: toolCall.function.name, arguments: toolCall.function.arguments }]
          : [],
      );
      return { content: message?.content ?? null, toolCalls, tokens: outcome.completion.usage?.total_tokens ?? 0 };
    },
  };
}
