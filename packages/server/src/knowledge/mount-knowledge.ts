import type { ApiApp } from "../http/api-app";
import { memoryRoutes } from "../memory/memory.routes";
import type { MemoryStore } from "../memory/memory-store";
import type { Knowledge } from "./knowledge";
import { knowledgeRoutes } from "./knowledge.routes";

/** The knowledge and memory routes, for `createApp`'s `extraApiRoutes`. */
export function mountKnowledge(knowledge: Knowledge, memory: MemoryStore) {
  return (app: ApiApp) => {
    knowledgeRoutes(app, knowledge);
    memoryRoutes(app, memory);
  };
}
