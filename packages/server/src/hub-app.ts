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
import { createGatewayEmbedder } from "./knowledge/embedder";
import { createGroundingSource } from "./knowledge/grounding";
import { createDurableIndexingQueue } from "./knowledge/indexing-queue";
import { createKnowledge } from "./knowledge/knowledge";
import { mountKnowledge } from "./knowledge/mount-knowledge";
import { mountMcp } from "./mcp/mount-mcp";
import { createMemoryStore } from "./memory/memory-store";
import { createMemoryWriter } from "./memory/memory-writer";
import { createClusterService } from "./services/cluster.service";

export interface HubAppOptions extends Omit<GatewayOptions, "grounding" | "conversations"> {
  agents?: AgentsOptions;
  knowledge?: {
    /** The model whose embeddings give passages vectors (KNOWLEDGE_EMBEDDING_MODEL); none: words alone. */
    embeddingModel?: string | undefined;
    /** Documents indexed at once in each instance. */
    indexingConcurrency?: number;
    /** Tests: index inline, before the upload answers (the hub indexes on its durable queue). */
    inlineIndexing?: boolean;
    /** Tests: chunks a word must be in to count as common in search. */
    commonWordRows?: number;
  };
  /** Tests: entries a personality's memory space holds. */
  memoryEntriesPerSpace?: number;
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
  const masterKey = loadMasterKey(join(options.dataDir, "secret.key"), options.config.hubSecret);
  const embeddingModel = options.knowledge?.embeddingModel;
  const knowledge = createKnowledge({
    db: hub.db,
    masterKey,
    // Indexing runs on the agents' durable queue: after the upload answers, surviving restarts.
    ...(options.knowledge?.inlineIndexing
      ? {}
      : {
          queue: createDurableIndexingQueue(hub.queue, hub.db, { concurrency: options.knowledge?.indexingConcurrency }),
        }),
    ...(options.knowledge?.commonWordRows === undefined ? {} : { commonWordRows: options.knowledge.commonWordRows }),
    // Embeddings go through the gateway's own pipeline (routed, recorded, metered); it is built just below
    // and first called by `knowledge.start()`, after it.
    embedder: embeddingModel
      ? createGatewayEmbedder((call) => gateway.pipeline.embed(call), embeddingModel)
      : undefined,
    activity: (type, description, details) => hub.activity.record(type, description, details),
    ...(options.log ? { log: options.log } : {}),
  });
  const memory = createMemoryStore(hub.db, options.memoryEntriesPerSpace);
  const knowledgeRoutes = mountKnowledge(knowledge, memory);
  const conversations = createConversations(hub.db, { masterKey, accounts: hub.accounts, memory });
  // Personalities remember the people they talk with, written by the chat's model on a queued job.
  const memoryWriter = createMemoryWriter({
    queue: hub.queue,
    memory,
    complete: (call) => gateway.pipeline.complete(call),
    log: options.log,
  });
  const gateway = createGateway(hub, {
    ...options,
    grounding: createGroundingSource(knowledge, memory, memoryWriter),
    conversations,
  });
  await memoryWriter.start();
  await knowledge.start();
  hub.readiness.describe("knowledgeSearch", knowledge.searchMode());
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
      agentsRoutes(api, agents, { customerAuth: gateway.customerAuth, accounts: hub.accounts });
      knowledgeRoutes(api, { customerAuth: gateway.customerAuth, accounts: hub.accounts });
      mountMcp(api, {
        cluster,
        clusterOf: (customerId, payer) =>
          createClusterService(
            hub.db,
            hub.activity,
            (signal) => agents.skillContext(payer, signal, () => {}),
            customerId,
          ),
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
