import { type ClusterApp, clusterApps } from "@hub-of-minds/core";
import { McpServer } from "@modelcontextprotocol/server";
import { sensitivePermissionsOf } from "../agents/skill-tools";
import type { Payer } from "../gateway/spending";
import type { Knowledge } from "../knowledge/knowledge";
import type { MemoryStore } from "../memory/memory-store";
import type { ClusterService } from "../services/cluster.service";
import { registerKnowledgeSearch, registerMemoryRecall, registerRemember } from "./knowledge-tools";
import type { McpCaller } from "./mcp-caller";
import { registerSkillTools } from "./skill-tools";

const forCustomers = (app: ClusterApp) =>
  !sensitivePermissionsOf(app).length && !app.permissions.includes("storage:read");

export interface HubMcpDeps {
  /** The screens' cluster (the administrator's). */
  cluster: ClusterService;
  /** A customer's own cluster: their installed apps, their skills' model calls paid by `payer`. */
  clusterOf(customerId: number, payer: Payer): ClusterService;
  knowledge: Knowledge;
  memory: MemoryStore;
}

/**
 * The hub's MCP server for one request: built fresh each time (the SDK's stateless serving), so its tool list
 * is the apps installed at that moment and follows installs and uninstalls without list-changed notices.
 * A customer is offered their own apps' skills except where the app holds a sensitive permission (those wait
 * for the administrator's approval in an agent's run, which a tool call cannot) or reads the hub's storage
 * (the administrator's containers and activity, not the customer's).
 */
export async function createHubMcpServer(deps: HubMcpDeps, caller: McpCaller): Promise<McpServer> {
  const server = new McpServer({ name: "hub-of-minds", version: "0.1.0" });
  const cluster = caller.kind === "customer" ? deps.clusterOf(caller.customerId, caller.payer) : deps.cluster;
  const active = new Set((await cluster.customerApps()).filter((row) => row.isActive).map((row) => row.appId));
  const offered = clusterApps.filter((app) => active.has(app.id) && (caller.kind === "admin" || forCustomers(app)));
  registerSkillTools(server, offered, cluster);
  registerKnowledgeSearch(server, deps.knowledge, caller);
  registerMemoryRecall(server, deps.memory, caller);
  registerRemember(server, deps.memory, caller);
  return server;
}
