import { clusterApps } from "@hub-of-minds/core";
import { McpServer } from "@modelcontextprotocol/server";
import type { Knowledge } from "../knowledge/knowledge";
import type { MemoryStore } from "../memory/memory-store";
import type { ClusterService } from "../services/cluster.service";
import { registerKnowledgeSearch, registerMemoryRecall, registerRemember } from "./knowledge-tools";
import { registerSkillTools } from "./skill-tools";

export interface HubMcpDeps {
  cluster: ClusterService;
  knowledge: Knowledge;
  memory: MemoryStore;
}

/**
 * The hub's MCP server for one request: built fresh each time (the SDK's stateless serving), so its tool list
 * is the apps installed at that moment and follows installs and uninstalls without list-changed notices.
 * Only the administrator calls it (mcp-auth.ts), who is also the one approving sensitive skills.
 */
export async function createHubMcpServer(deps: HubMcpDeps): Promise<McpServer> {
  const server = new McpServer({ name: "hub-of-minds", version: "0.1.0" });
  const active = new Set((await deps.cluster.customerApps()).filter((row) => row.isActive).map((row) => row.appId));
  const offered = clusterApps.filter((app) => active.has(app.id));
  registerSkillTools(server, offered, deps.cluster);
  registerKnowledgeSearch(server, deps.knowledge);
  registerMemoryRecall(server, deps.memory);
  registerRemember(server, deps.memory);
  return server;
}
