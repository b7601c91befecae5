import { join } from "node:path";
import { agentModelOver } from "./agents/agent-model";
import { agentsRoutes } from "./agents/agents.routes";
import { type AgentsOptions, createAgents } from "./agents/agents-runtime";
import { type AppDeps, createApp } from "./app";
import { createConversations } from "./conversations/conversations";
import { conversationsRoutes } from "./conversations/conversations.routes";
import { createGateway, type GatewayOptions } from "./gateway/gateway";
import { loadMasterKey } from "./gateway/secret-box";
import type { Hub } from "./hub";
import { createGroundingSource } from "./knowledge/grounding";
import { createKnowledge } from "./knowledge/knowledge";
import { mountKnowledge } from "./knowledge/mount-knowledge";
import { mountMcp } from "./mcp/mount-mcp";
import { createMemoryStore } from "./memory/memory-store";

export interface HubAppOptions extends Omit<GatewayOptions, "grounding" | "conversations"> {
  agents?: AgentsOptions;
  staticDirs?: AppDeps["staticDirs"];
  upgradeWebSocket?: AppDeps["upgradeWebSocket"];
  middlewareTimings?: AppDeps["middlewareTimings"];
  log?: (line: string) => void;
}

/**
 * The whole app on a hub: its own routes plus the AI gateway, agents, knowledge and memory, each built once
 * here. main.ts serves it; tests of the whole API (the contract, the OpenAPI document) use the same assembly,
 * so a route mounted for users is a route they check.
 */
export async function assembleHubApp(hub: Hub, options: HubAppOptions) {
  // The one master key: the gateway seals provider keys with it, knowledge seals encrypted containers,
  // conversations seal identity secrets and sign visitor tokens with a key made from it.
  const masterKey = loadMasterKey(join(options.dataDir, "secret.key"), options.env.HUB_SECRET);
  const knowledge = createKnowledge({
    db: hub.db,
    masterKey,
    activity: (type, description, details) => hub.activity.record(type, description, details),
    ...(options.log ? { log: options.log } : {}),
  });
  await knowledge.start();
  const memory = createMemoryStore(hub.db);
  const knowledgeRoutes = mountKnowledge(knowledge, memory);
  const conversations = createConversations(hub.db, { masterKey, accounts: hub.accounts, memory });
  const gateway = createGateway(hub, {
    ...options,
    grounding: createGroundingSource(knowledge, memory),
    conversations,
  });
  const agents = await createAgents(hub, agentModelOver(gateway.pipeline), {
    ...options.agents,
    hubTools: { knowledge, memory },
  });
  const app = createApp({
    ...hub,
    ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
    ...(options.upgradeWebSocket ? { upgradeWebSocket: options.upgradeWebSocket } : {}),
    ...(options.middlewareTimings ? { middlewareTimings: options.middlewareTimings } : {}),
    skillContext: (signal) => agents.skillContext({ kind: "hub", address: "cluster-skills" }, signal, () => {}),
    extraApiRoutes: (api, { cluster }) => {
      gateway.mount(api);
      conversationsRoutes(api, conversations);
      agentsRoutes(api, agents);
      knowledgeRoutes(api);
      mountMcp(api, {
        cluster,
        knowledge,
        memory,
        accounts: hub.accounts,
        customerAuth: gateway.customerAuth,
        publicOrigin: hub.network.publicOrigin,
        ...(options.log ? { log: options.log } : {}),
      });
    },
  });
  return { app, gateway, agents, knowledge, memory, conversations };
}
export type HubApp = Awaited<ReturnType<typeof assembleHubApp>>;
