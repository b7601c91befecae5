import type { MemoryEntry } from "@hub-of-minds/core";
import type OpenAI from "openai";
import type { CompletionCall, CompletionOutcome } from "../gateway/completion";
import type { Payer } from "../gateway/spending";
import { ApiError } from "../http/api-error";
import type { JobQueue } from "../queue/job-queue";
import type { MemoryStore } from "./memory-store";

/** One finished exchange of a personality with a person: what the writer reads for things to remember. */
export interface Exchange {
  personalityId: string;
  /** The person (memory-store `subject`): a customer's end user, a widget visitor, a signed-in account. */
  subject: string;
  question: string;
  answer: string;
  /** The chat's model writes the memories too, paid by whoever paid for the chat. */
  model: string;
  payer: Payer;
}

export const memoryQueueName = "memory-write";

/** The tool the model writes memories with; the person is the chat's, so it names only the content. */
const rememberTool: OpenAI.ChatCompletionFunctionTool = {
  type: "function",
  function: {
    name: "remember",
    description:
      "Writes down one lasting fact about the person you talked with (a name, a preference, a plan, a circumstance) so you know it in later conversations.",
    parameters: {
      type: "object",
      properties: { content: { type: "string", description: "The fact, in one sentence, about the person" } },
      required: ["content"],
      additionalProperties: false,
    },
  },
};

const instructions = (known: readonly MemoryEntry[]) =>
  [
    "You keep the memory of an AI personality about the person in the conversation below.",
    "Call `remember` once for each lasting fact the person told about themselves (their name, preferences,",
    "plans, circumstances) that is worth knowing in a later conversation. Do not write down the question",
    "itself, passing details, or anything about other people. Call nothing if there is nothing new.",
    known.length
      ? `Already remembered (do not repeat):\n${known.map((entry) => `- ${entry.content}`).join("\n")}`
      : "Nothing is remembered about this person yet.",
  ].join("\n");

/** Exchanges longer than this are cut before they are read for memories: the facts are in what the person said. */
const maxExchangeChars = 4000;
/** At most this many memories from one exchange. */
const maxPerExchange = 5;

/**
 * A personality remembers the people it talks with: after each answered chat turn with a known person, a
 * queued job gives the exchange to the chat's model with one tool, `remember`, and writes what it calls into
 * that personality's memory space for that person (recalled by relevance in later chats, grounding.ts).
 * Queued, so the answer never waits for it, and a failed write is tried again.
 */
export function createMemoryWriter(deps: {
  queue: JobQueue;
  memory: MemoryStore;
  /** The gateway's pipeline (built after this: called only once jobs run). */
  complete: (call: CompletionCall) => Promise<CompletionOutcome>;
  log?: ((line: string) => void) | undefined;
}) {
  async function write(exchange: Exchange): Promise<MemoryEntry[]> {
    const known = await deps.memory.recall(exchange.personalityId, exchange.subject, exchange.question, 10);
    const outcome = await deps.complete({
      job: "chat",
      model: exchange.model,
      messages: [
        {
          role: "user",
          content: `The person said:\n${exchange.question.slice(0, maxExchangeChars)}\n\nYou answered:\n${exchange.answer.slice(0, maxExchangeChars)}`,
        },
      ],
      systemPrompt: instructions(known),
      tokenLimit: "model",
      maxTokens: 300,
      extra: { tools: [rememberTool], tool_choice: "auto" },
      stream: false,
      payer: exchange.payer,
      signal: new AbortController().signal,
    });
    if (outcome.kind !== "json") return [];
    const calls = outcome.completion.choices[0]?.message.tool_calls ?? [];
    const written: MemoryEntry[] = [];
    for (const call of calls.slice(0, maxPerExchange)) {
      if (call.type !== "function" || call.function.name !== "remember") continue;
      let content: unknown;
      try {
        content = (JSON.parse(call.function.arguments) as { content?: unknown }).content;
      } catch {
        continue;
      }
      if (typeof content !== "string" || !content.trim()) continue;
      const text = content.trim().slice(0, 2000);
      if (known.some((entry) => entry.content === text) || written.some((entry) => entry.content === text)) continue;
      try {
        written.push(await deps.memory.add(exchange.personalityId, exchange.subject, text));
      } catch (err) {
        // A full space stays full on a retry: said once, not tried again.
        if (!(err instanceof ApiError && err.code === "memory_space_full")) throw err;
        deps.log?.(`[memory] ${err.message}`);
        break;
      }
    }
    return written;
  }

  return {
    /** Declares the queue and its worker; once per instance at start. */
    async start(): Promise<void> {
      await deps.queue.define(memoryQueueName, { retryLimit: 2, retryDelaySeconds: 5, timeoutSeconds: 120 });
      await deps.queue.work<Exchange>(memoryQueueName, 1, async (job) => {
        await write(job.data);
      });
    },
    /** Queues an answered exchange; a failure to queue costs a memory, never the chat. */
    after(exchange: Exchange): void {
      if (!exchange.answer.trim() || !exchange.question.trim()) return;
      deps.queue.send(memoryQueueName, exchange).catch((err: Error) => {
        deps.log?.(`[memory] an exchange could not be queued for remembering: ${err.message}`);
      });
    },
    write,
  };
}
export type MemoryWriter = ReturnType<typeof createMemoryWriter>;
