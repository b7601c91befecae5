import type { AgentDefinition } from "@hub-of-minds/core";
import type OpenAI from "openai";
import { ApiError } from "../http/api-error";
import type { Knowledge } from "../knowledge/knowledge";
import { chatReader } from "../knowledge/knowledge-reader";
import type { MemoryStore } from "../memory/memory-store";

/** What the hub's own tools of an agent reach: its knowledge and its personalities' memories. */
export interface HubToolDeps {
  knowledge?: Pick<Knowledge, "search" | "bindings" | "store"> | undefined;
  memory?: Pick<MemoryStore, "add" | "recall"> | undefined;
}

/** A hub tool's answer for the model: a value, or an error it can act on. */
type ToolAnswer = unknown;

interface HubTool {
  definition: OpenAI.ChatCompletionFunctionTool;
  run(args: Record<string, unknown>): Promise<ToolAnswer>;
}

const stringArg = (args: Record<string, unknown>, name: string, max: number): string => {
  const value = args[name];
  if (typeof value !== "string" || !value.trim()) {
    throw new ApiError(400, "invalid_request", `${name} must be a text that is not empty.`);
  }
  if (value.length > max) throw new ApiError(400, "invalid_request", `${name} may be at most ${max} characters.`);
  return value.trim();
};
const optionalString = (args: Record<string, unknown>, name: string) => {
  const value = args[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

const tool = (name: string, description: string, properties: object, required: string[]) => ({
  type: "function" as const,
  function: {
    name,
    description,
    parameters: { type: "object" as const, properties, required, additionalProperties: false },
  },
});

/** Whom an agent's memories are about when the model names nobody: the agent's own notes. */
export const agentSubjectOf = (agent: Pick<AgentDefinition, "id">) => `agent:${agent.id}`;

/**
 * The hub's own tools an agent is offered besides its skills (issue 24): `knowledge_search` over the
 * containers bound to its personality (when none is bound, all it may see: the hub's, and a customer's agent
 * its customer's too), and, for an agent that speaks as a personality, `memory_recall` and `remember` in that
 * personality's memory space.
 */
export function hubToolsOf(agent: AgentDefinition, deps: HubToolDeps): Map<string, HubTool> {
  const tools = new Map<string, HubTool>();
  const { knowledge, memory } = deps;
  const personality = agent.personality;
  if (knowledge) {
    tools.set("knowledge_search", {
      definition: tool(
        "knowledge_search",
        "Searches the hub's knowledge (documents in its storage containers); answers the best passages with their source.",
        {
          query: { type: "string", description: "What to look for, in a few words" },
          limit: { type: "integer", minimum: 1, maximum: 10, description: "At most this many passages (default 5)" },
        },
        ["query"],
      ),
      async run(args) {
        const query = stringArg(args, "query", 500);
        const limit = typeof args.limit === "number" ? Math.min(10, Math.max(1, Math.floor(args.limit))) : 5;
        // A customer's agent reaches the hub's knowledge and that customer's; the hub's agents the hub's own.
        const reader = chatReader(agent.customerId);
        const bound = personality ? await knowledge.bindings(personality, reader) : [];
        const { hits } = await knowledge.search.search(query, {
          containerIds: bound.length ? bound : await knowledge.store.seenIds(reader),
          limit,
        });
        return { query, hits };
      },
    });
  }
  if (memory && personality) {
    tools.set("memory_recall", {
      definition: tool(
        "memory_recall",
        "Recalls what you remember, best match first.",
        {
          query: { type: "string", description: "What the memories should be about" },
          subject: { type: "string", description: "Only memories about this person (default: your own notes)" },
        },
        ["query"],
      ),
      async run(args) {
        const subject = optionalString(args, "subject") ?? agentSubjectOf(agent);
        return { entries: await memory.recall(personality, subject, stringArg(args, "query", 500), 5) };
      },
    });
    tools.set("remember", {
      definition: tool(
        "remember",
        "Writes down something worth remembering in later tasks (a fact, a preference, a decision).",
        {
          content: { type: "string", description: "What to remember, in one or two sentences" },
          subject: { type: "string", description: "Whom it is about (default: your own notes)" },
        },
        ["content"],
      ),
      async run(args) {
        const subject = optionalString(args, "subject") ?? agentSubjectOf(agent);
        const entry = await memory.add(personality, subject, stringArg(args, "content", 2000));
        return { remembered: { id: entry.id, subject: entry.subject } };
      },
    });
  }
  return tools;
}
