import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SocketServerMessage, socketServerMessageSchema } from "@hub-of-minds/core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { seedDefaults } from "./db/seed-defaults";
import { type ServerProcess, startServerProcess } from "./testing/server-process";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";

const password = "pg-test-password";
const dirs = [mkdtempSync(join(tmpdir(), "hom-pg-a-")), mkdtempSync(join(tmpdir(), "hom-pg-b-"))];
const servers: ServerProcess[] = [];
let database: TestDatabase | undefined;

beforeAll(async () => {
  const created = await createTestDatabase("hom_test");
  if ("unreachable" in created) console.warn(`${created.unreachable}; the DATABASE_URL mode test checks nothing.`);
  else database = created;
}, 20_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe("DATABASE_URL mode", () => {
  it("runs two instances on one PostgreSQL: a PUT on the second reaches a socket client of the first", async (context) => {
    if (!database) return context.skip("PostgreSQL is unreachable");
    const { url } = database;
    // Started together: they race for the migration lock and the seed, which must not duplicate anything.
    servers.push(
      ...(await Promise.all(
        dirs.map((dir) => startServerProcess({ DATABASE_URL: url, DATA_DIR: dir, ADMIN_PASSWORD: password })),
      )),
    );
    const [first, second] = servers as [ServerProcess, ServerProcess];
    expect(first.output()).toContain("(PostgreSQL)");

    const frames: SocketServerMessage[] = [];
    const socket = new WebSocket(`${first.baseUrl.replace("http", "ws")}/ws`);
    socket.on("message", (data) => frames.push(socketServerMessageSchema.parse(JSON.parse(String(data)))));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });

    const login = await fetch(`${second.baseUrl}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const content = "agents:\n  - id: eve\n    name: Eve\n    type: eve\n    status: online\n    currentTask: Shared\n";
    const put = await fetch(`${second.baseUrl}/api/config/agent_behaviors.yaml`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ content }),
    });
    expect(put.status).toBe(200);

    await expect
      .poll(() => frames.find((f) => f.type === "config_update")?.data, { timeout: 5000 })
      .toEqual({ filename: "agent_behaviors.yaml", isValid: true });
    await expect.poll(() => frames.some((f) => f.type === "agent_update"), { timeout: 5000 }).toBe(true);
    socket.close();

    const [agentsA, agentsB] = await Promise.all(
      servers.map(async (server) => (await fetch(`${server.baseUrl}/api/agents`)).json()),
    );
    expect(agentsA).toEqual([{ id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Shared" }]);
    expect(agentsB).toEqual(agentsA);
    // The session lives in the database: the first instance accepts the cookie the second issued.
    expect(await (await fetch(`${first.baseUrl}/api/admin/session`, { headers: { cookie } })).json()).toEqual({
      active: true,
    });
    // Both instances seeded at once; the demo customer and the documents exist once.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const counts = await db.query(
      "select (select count(*) from customers)::int as customers, (select count(*) from storage_documents)::int as documents",
    );
    await db.end();
    expect(counts.rows[0]).toEqual({ customers: 1, documents: seedDefaults.storageDocuments?.length });
  }, 120_000);
});
