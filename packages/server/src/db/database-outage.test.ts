import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { catalogueStats } from "../catalogue-stats";
import { createHub, type Hub } from "../hub";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy";
import { createTestDatabase, postgresAdminUrl, type TestDatabase } from "../testing/test-database";
import { type DatabaseHandle, openDatabase } from "./database";
import { seedDatabase } from "./seed";
import { seedDefaults } from "./seed-defaults";

let database: TestDatabase | undefined;
let proxy: TcpProxy | undefined;
let handle: DatabaseHandle | undefined;
let hub: Hub | undefined;
let app: ReturnType<typeof createApp> | undefined;
const configDir = mkdtempSync(join(tmpdir(), "hom-outage-"));

beforeAll(async () => {
  const created = await createTestDatabase("hom_outage");
  if ("unreachable" in created) return console.warn(`${created.unreachable}; the outage test checks nothing.`);
  database = created;
  const target = new URL(postgresAdminUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  handle = await openDatabase({ databaseUrl: url.toString(), pool: { max: 4, idleTimeoutMs: 60_000 } });
  await seedDatabase(handle.db, seedDefaults);
  hub = await createHub({
    db: handle.db,
    queue: handle.queue,
    catalogueStats: catalogueStats(),
    configDir,
    adminPassword: "outage-password",
    databaseUrl: url.toString(),
    overviewCacheMs: 0,
  });
  app = createApp(hub);
}, 60_000);

afterAll(async () => {
  await hub?.close();
  await handle?.close();
  await proxy?.close();
  await database?.drop();
  rmSync(configDir, { recursive: true, force: true });
}, 30_000);

/** Every answer while the database is away: a success, or 503 in the one error shape; never a 500 or a hang. */
async function overview() {
  if (!app) throw new Error("no app");
  const response = await app.request("/api/dashboard/overview");
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

async function terminateBackends(name: string) {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe("the database going away", () => {
  it("survives its connections being terminated under load, answering 200 or 503, and recovers", async (context) => {
    if (!database || !app) return context.skip("PostgreSQL is unreachable");
    expect((await overview()).status).toBe(200);
    const name = new URL(database.url).pathname.slice(1);
    const answers: { status: number; code?: string | undefined }[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading) answers.push(await overview());
      }),
    );
    // Idle pooled connections and busy ones alike: what a restart or failover does.
    for (let round = 0; round < 3; round++) {
      expect(await terminateBackends(name)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    loading = false;
    await load;
    for (const answer of answers) {
      if (answer.status !== 200) expect(answer).toEqual({ status: 503, code: "database_unavailable" });
    }
    await expect.poll(async () => (await overview()).status, { timeout: 15_000 }).toBe(200);
  }, 60_000);

  it("is not ready and answers 503 while the database is unreachable, and recovers by itself", async (context) => {
    if (!app || !proxy) return context.skip("PostgreSQL is unreachable");
    const server = app;
    proxy.cut();
    try {
      const ready = await server.request("/readyz");
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { code: string }).code).toBe("not_ready");
      expect(await overview()).toEqual({ status: 503, code: "database_unavailable" });
    } finally {
      proxy.restore();
    }
    await expect.poll(async () => (await server.request("/readyz")).status, { timeout: 15_000 }).toBe(200);
    await expect.poll(async () => (await overview()).status, { timeout: 15_000 }).toBe(200);
  }, 60_000);
});
