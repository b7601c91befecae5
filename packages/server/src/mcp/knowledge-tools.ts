import { knowledgeSearchQuerySchema } from "@hub-of-minds/core";
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Knowledge } from "../knowledge/knowledge";
import { type MemoryStore, requirePersonality } from "../memory/memory-store";
import { toolResultOf } from "./tool-results";

const search = knowledgeSearchQuerySchema.shape;

/** `knowledge_search`: the ranked chunks `GET /api/knowledge/search` answers, for an agent's question. */
export function registerKnowledgeSearch(server: McpServer, knowledge: Knowledge) {
  server.registerTool(
    "knowledge_search",
    {
      title: "Search the hub's knowledge",
      description: "Full-text search over the hub's knowledge containers; answers the best matching passages.",
      inputSchema: z.object({
        query: search.q.describe("What to look for"),
        containerId: search.containerId.describe("Only this container (all active containers when omitted)"),
        limit: z.number().int().min(1).max(50).default(5).describe("At most this many passages"),
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

/** `memory_recall`: what a personality remembers, by relevance to the text (as grounding recalls for a chat). */
export function registerMemoryRecall(server: McpServer, memory: MemoryStore) {
  server.registerTool(
    "memory_recall",
    {
      title: "Recall a personality's memories",
      description: "The memory entries of a personality that best match the text, best first.",
      inputSchema: z.object({
        personalityId: z.string().min(1).describe("The personality whose memory space is searched"),
        query: z.string().trim().min(1).max(500).describe("What the memories should be about"),
        subject: z.string().min(1).optional().describe("Only memories about this person"),
        limit: z.number().int().min(1).max(50).default(5).describe("At most this many entries"),
      }),
    },
    ({ personalityId, query, subject, limit }) =>
      toolResultOf(async () => {
        requirePersonality(personalityId);
        return { entries: await memory.recall(personalityId, subject, query, limit) };
      }),
  );
}

/** `remember`: writes an entry into a personality's memory space, as `POST /api/memory/{personalityId}/entries`. */
export function registerRemember(server: McpServer, memory: MemoryStore) {
  server.registerTool(
    "remember",
    {
      title: "Write a personality's memory",
      description:
        "Writes down a lasting fact about a person in a personality's memory space; its chats with that person recall it.",
      inputSchema: z.object({
        personalityId: z.string().min(1).describe("The personality that remembers"),
        subject: z
          .string()
          .min(1)
          .max(200)
          .describe("The person it is about, as chats name them (visitor:..., customer:<id>:<user>)"),
        content: z.string().trim().min(1).max(2000).describe("The fact, in a sentence or two"),
      }),
    },
    ({ personalityId, subject, content }) =>
      toolResultOf(async () => ({ remembered: await memory.add(personalityId, subject, content) })),
  );
}
