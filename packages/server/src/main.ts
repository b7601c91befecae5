import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { join } from "node:path";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { WebSocketServer } from "ws";
import { agentModelOver } from "./agents/agent-model";
import { agentsRoutes } from "./agents/agents.routes";
import { createAgents } from "./agents/agents-runtime";
import { createApp } from "./app";
import { catalogueStats } from "./catalogue-stats";
import { readConfig } from "./config";
import { startupPoolSettings, startupPoolSettingsFromDatabase } from "./configs/startup-pool";
import { openDatabase } from "./db/database";
import { seedDatabase } from "./db/seed";
import { seedDefaults } from "./db/seed-defaults";
import { createGateway } from "./gateway/gateway";
import { loadMasterKey } from "./gateway/secret-box";
import { createHub } from "./hub";
import { createGroundingSource } from "./knowledge/grounding";
import { createKnowledge } from "./knowledge/knowledge";
import { mountKnowledge } from "./knowledge/mount-knowledge";
import { createMemoryStore } from "./memory/memory-store";

async function main() {
  const config = readConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databaseUrl
      ? await startupPoolSettingsFromDatabase(config.databaseUrl)
      : startupPoolSettings(config.configDir),
  });
  await seedDatabase(handle.db, seedDefaults);
  const hub = await createHub({
    db: handle.db,
    queue: handle.queue,
    queueOptions: { maintenanceIntervalSeconds: config.queueMaintenanceSeconds },
    catalogueStats: catalogueStats(),
    configDir: config.configDir,
    adminPassword: config.adminPassword,
    authSecret: config.authSecret,
    databaseUrl: config.databaseUrl,
    network: config.network,
    watchConfigs: true,
    metricsToken: config.metricsToken,
  });
  const knowledge = createKnowledge({
    db: handle.db,
    masterKey: loadMasterKey(join(config.dataDir, "secret.key"), process.env.HUB_SECRET),
    activity: (type, description, details) => hub.activity.record(type, description, details),
    log: (line) => console.log(line),
  });
  await knowledge.start();
  const memory = createMemoryStore(handle.db);
  const knowledgeRoutes = mountKnowledge(knowledge, memory);
  const gateway = createGateway(hub, {
    dataDir: config.dataDir,
    env: process.env,
    sharedLimits: Boolean(config.databaseUrl),
    grounding: createGroundingSource(knowledge, memory),
  });
  const agents = await createAgents(hub, agentModelOver(gateway.pipeline), {
    taskTimeoutSeconds: config.agentTaskTimeoutSeconds,
  });
  const app = createApp({
    ...hub,
    staticDirs: { siteDir: config.siteDir, widgetsDir: config.widgetsDir },
    upgradeWebSocket,
    skillContext: (signal) => agents.skillContext({ kind: "hub", address: "cluster-skills" }, signal, () => {}),
    extraApiRoutes: (api) => {
      gateway.mount(api);
      agentsRoutes(api, agents);
      knowledgeRoutes(api);
    },
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: wss } },
    (info) => {
      const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      const where = handle.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
      console.log(`Hub of Minds is running at http://${shownHost}:${info.port} (${where})`);
    },
  );
  server.on("error", (err) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${err.message}`);
    process.exit(1);
  });

  // Requests (streams included) still being answered: SIGTERM waits for them up to the deadline.
  let inFlight = 0;
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    res.once("close", () => {
      inFlight -= 1;
    });
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    hub.readiness.drain();
    const http = server as Server;
    http.close();
    const deadline = Date.now() + config.shutdownTimeoutMs;
    while (inFlight > 0 && Date.now() < deadline) {
      http.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    http.closeAllConnections();
    try {
      // Running tasks go back to the queue (another instance, or this one after the restart, runs them).
      await hub.queue.stop();
      await gateway.close();
      // Socket clients are told 1001 (going away) and reconnect to another instance.
      await hub.close();
      wss.close();
      await handle.close();
    } catch (err) {
      console.error(`Hub of Minds did not shut down cleanly: ${(err as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`Hub of Minds failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
