import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { catalogueStats } from "../catalogue-stats";
import type { DatabaseHandle, OpenDatabaseOptions } from "../db/database";
import { seedDatabase } from "../db/seed";
import { seedDefaults } from "../db/seed-defaults";
import { defaultNetworkPolicy } from "../http/network-policy";
import { createHub, type Hub, type HubOptions } from "../hub";
import { openTestDatabase } from "./embedded-database-image";

export const testAdminPassword = "test-admin-password";

export interface TestHub {
  app: ReturnType<typeof createApp>;
  hub: Hub;
  handle: DatabaseHandle;
  configDir: string;
  /** Logs in and answers the Cookie header of the session. */
  login(): Promise<string>;
  close(): Promise<void>;
}

/**
 * One database, seeded (embedded in memory unless `database` says otherwise), with configs in a fresh folder:
 * share one per test file.
 */
export async function createTestHub(
  overrides: Partial<HubOptions> = {},
  database: OpenDatabaseOptions = {},
): Promise<TestHub> {
  const handle = await openTestDatabase(database);
  await seedDatabase(handle.db, seedDefaults);
  const configDir = mkdtempSync(join(tmpdir(), "hom-config-"));
  const hub = await createHub({
    db: handle.db,
    queue: handle.queue,
    // An idle worker looks for jobs every half second (a local send wakes it at once).
    queueOptions: { pollingIntervalSeconds: 0.5 },
    catalogueStats: catalogueStats(),
    configDir,
    adminPassword: testAdminPassword,
    // Tests write rows behind the server's back and read the overview at once.
    overviewCacheMs: 0,
    throttlePolicy: { delayStepMs: 1, maxDelayMs: 5, maxFailures: 3, windowMs: 60_000, lockMs: 60_000 },
    // Route tests post many tickets from one address; the limit has its own test.
    network: { ...defaultNetworkPolicy, ticketsPerAddress: 10_000 },
    ...overrides,
  });
  const app = createApp(hub);
  return {
    app,
    hub,
    handle,
    configDir,
    async login() {
      const response = await app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: testAdminPassword }),
      });
      if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
      const cookie = response.headers.get("set-cookie")?.split(";")[0];
      if (!cookie) throw new Error("login set no cookie");
      return cookie;
    },
    async close() {
      await hub.close();
      await handle.close();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
