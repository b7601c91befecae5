import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { WebSocketServer } from "ws";
import { catalogueStats } from "./catalogue-stats";
import { readConfig } from "./config";
import { startupPoolSettings, startupPoolSettingsFromDatabase } from "./configs/startup-pool";
import { openDatabase } from "./db/database";
import { seedDatabase } from "./db/seed";
import { seedDefaults } from "./db/seed-defaults";
import { createHub } from "./hub";
import { assembleHubApp } from "./hub-app";

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
    supportEmail: config.supportEmail,
    mail: config.mail,
  });
  const { app, gateway } = await assembleHubApp(hub, {
    dataDir: config.dataDir,
    config: config.gateway,
    sharedLimits: Boolean(config.databaseUrl),
    agents: { taskTimeoutSeconds: config.agentTaskTimeoutSeconds },
    knowledge: { embeddingModel: config.knowledgeEmbeddingModel },
    staticDirs: { siteDir: config.siteDir, widgetsDir: config.widgetsDir },
    upgradeWebSocket,
    log: (line) => console.log(line),
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
      // Running tasks go back to the queue (another instance, or this one after the restart, runs them); a
      // run waiting on a provider's answer has the call cut (requests are all answered by now).
      await hub.queue.stop(() => gateway.abandonCalls());
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
