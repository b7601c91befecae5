import type { ApiApp } from "../http/api-app";
import { memoryRoutes } from "../memory/memory.routes";
import type { MemoryStore } from "../memory/memory-store";
import type { Knowledge } from "./knowledge";
import { type KnowledgeAuth, knowledgeRoutes } from "./knowledge.routes";

/** The knowledge and memory routes, for `createApp`'s `extraApiRoutes`. */
export function mountKnowledge(knowledge: Knowledge, memory: MemoryStore) {
  return (app: ApiApp, auth: KnowledgeAuth) => {
    knowledgeRoutes(app, knowledge, auth);
    memoryRoutes(app, memory);
  };
}
