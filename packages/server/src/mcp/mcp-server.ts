import { clusterApps } from "@hub-of-minds/core";
import { McpServer } from "@modelcontextprotocol/server";
import { sensitivePermissionsOf } from "../agents/skill-tools";
import type { Knowledge } from "../knowledge/knowledge";
import type { MemoryStore } from "../memory/memory-store";
import type { ClusterService } from "../services/cluster.service";
import { registerKnowledgeSearch, registerMemoryRecall } from "./knowledge-tools";
import { registerSkillTools } from "./skill-tools";

export interface HubMcpDeps {
  cluster: ClusterService;
  knowledge: Knowledge;
  memory: MemoryStore;
}

/** Who is calling: the administrator's session, or a customer's key. */
export type McpCaller = "administrator" | "customer";

/**
 * The hub's MCP server for one request: built fresh each time (the SDK's stateless serving), so its tool list
 * is the apps installed at that moment and follows installs and uninstalls without list-changed notices.
 * Apps holding a sensitive permission (outbound network, writing agents) make an agent wait for an
 * administrator's approval; a customer key has no one to approve it, so only the administrator gets them.
 */
export async function createHubMcpServer(deps: HubMcpDeps, caller: McpCaller): Promise<McpServer> {
  const server = new McpServer({ name: "hub-of-minds", version: "0.1.0" });
  const active = new Set((await deps.cluster.customerApps()).filter((row) => row.isActive).map((row) => row.appId));
  const offered = clusterApps.filter(
    (app) => active.has(app.id) && (caller === "administrator" || !sensitivePermissionsOf(app).length),
  );
  registerSkillTools(server, offered, deps.cluster);
  registerKnowledgeSearch(server, deps.knowledge);
  registerMemoryRecall(server, deps.memory);
  return server;
}
