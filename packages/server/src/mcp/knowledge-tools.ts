import { knowledgeSearchQuerySchema } from "@hub-of-minds/core";
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Knowledge } from "../knowledge/knowledge";
import { endUserSubject, type MemoryStore, requirePersonality } from "../memory/memory-store";
import type { McpCaller } from "./mcp-caller";
import { toolResultOf } from "./tool-results";

const search = knowledgeSearchQuerySchema.shape;
const limit = z.number().int().min(1).max(50).default(5).describe("At most this many passages");

/**
 * `knowledge_search`: the ranked chunks `GET /api/knowledge/search` answers. The administrator searches every
 * container; a customer the containers a personality answers from in their chats: the hub's, and their own.
 */
export function registerKnowledgeSearch(server: McpServer, knowledge: Knowledge, caller: McpCaller) {
  if (caller.kind === "customer") {
    server.registerTool(
      "knowledge_search",
      {
        title: "Search a personality's knowledge",
        description:
          "Full-text search over the knowledge containers a personality answers from; the best matching passages.",
        inputSchema: z.object({
          query: search.q.describe("What to look for"),
          personalityId: z.string().min(1).describe("The personality whose knowledge is searched"),
          limit,
        }),
      },
      ({ query, personalityId, limit }) =>
        toolResultOf(async () => {
          requirePersonality(personalityId);
          // The hub's containers bound to it and the customer's own; never another customer's.
          const containerIds = await knowledge.bindings(personalityId, caller);
          return { query, hits: (await knowledge.search.search(query, { containerIds, limit })).hits };
        }),
    );
    return;
  }
  server.registerTool(
    "knowledge_search",
    {
      title: "Search the hub's knowledge",
      description: "Full-text search over the hub's knowledge containers; answers the best matching passages.",
      inputSchema: z.object({
        query: search.q.describe("What to look for"),
        containerId: search.containerId.describe("Only this container (all active containers when omitted)"),
        limit,
      }),
    },
    ({ query, containerId, limit }) =>
      toolResultOf(async () => {
        // An unknown container is a 404 value, as on the route, not an empty answer.
        if (containerId) await knowledge.store.container(containerId);
        const { hits } = await knowledge.search.search(query, {
          containerIds: containerId ? [containerId] : undefined,
          limit,
        });
        return { query, hits };
      }),
  );
}

/**
 * Whom a memory is about. The administrator names any subject as chats name them (optional in a recall: every
 * person); a customer names one of their own end users (OpenAI's `user` of their calls), which becomes
 * `customer:<id>:<user>`, always: no other subject is within a customer's reach.
 */
function subjectInput(caller: McpCaller, adminMayOmit: boolean) {
  if (caller.kind === "customer") {
    return {
      shape: {
        user: z.string().min(1).max(160).describe("Your end user's id, as you send it in OpenAI's `user` field"),
      },
      subjectOf: (input: Record<string, unknown>) => endUserSubject(caller.customerId, String(input.user)),
    };
  }
  const subject = z
    .string()
    .min(1)
    .max(200)
    .describe("The person, as chats name them (visitor:..., customer:<id>:<user>)");
  return {
    shape: { subject: adminMayOmit ? subject.optional() : subject },
    subjectOf: (input: Record<string, unknown>) => (typeof input.subject === "string" ? input.subject : undefined),
  };
}

/** `memory_recall`: what a personality remembers, by relevance to the text (as grounding recalls for a chat). */
export function registerMemoryRecall(server: McpServer, memory: MemoryStore, caller: McpCaller) {
  const { shape, subjectOf } = subjectInput(caller, true);
  server.registerTool(
    "memory_recall",
    {
      title: "Recall a personality's memories",
      description: "The memory entries of a personality that best match the text, best first.",
      inputSchema: z.object({
        personalityId: z.string().min(1).describe("The personality whose memory space is searched"),
        query: z.string().trim().min(1).max(500).describe("What the memories should be about"),
        limit: z.number().int().min(1).max(50).default(5).describe("At most this many entries"),
        ...shape,
      }),
    },
    (input) =>
      toolResultOf(async () => {
        requirePersonality(input.personalityId);
        return { entries: await memory.recall(input.personalityId, subjectOf(input), input.query, input.limit) };
      }),
  );
}

/** `remember`: writes an entry into a personality's memory space, as `POST /api/memory/{personalityId}/entries`. */
export function registerRemember(server: McpServer, memory: MemoryStore, caller: McpCaller) {
  const { shape, subjectOf } = subjectInput(caller, false);
  server.registerTool(
    "remember",
    {
      title: "Write a personality's memory",
      description:
        "Writes down a lasting fact about a person in a personality's memory space; its chats with that person recall it.",
      inputSchema: z.object({
        personalityId: z.string().min(1).describe("The personality that remembers"),
        content: z.string().trim().min(1).max(2000).describe("The fact, in a sentence or two"),
        ...shape,
      }),
    },
    (input) =>
      toolResultOf(async () => ({
        // The schema requires the subject here (the administrator's too).
        remembered: await memory.add(input.personalityId, subjectOf(input) ?? "", input.content),
      })),
  );
}
