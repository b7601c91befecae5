import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Task } from "@hub-of-minds/core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { type ScriptedUpstream, startScriptedUpstream } from "./testing/scripted-upstream";

// Real server processes (main.ts) on one PostgreSQL, their model a scripted local upstream.
const password = "agents-postgres-password";
const dirs = [mkdtempSync(join(tmpdir(), "hom-agents-a-")), mkdtempSync(join(tmpdir(), "hom-agents-b-"))] as const;
let database: TestDatabase | undefined;
let upstream: ScriptedUpstream;
let servers: ServerProcess[] = [];
/** Requests of the instruction that hangs, until the test lets it go. */
let hang = true;

const envOf = (dir: string) => ({
  DATABASE_URL: database?.url ?? "",
  DATA_DIR: dir,
  ADMIN_PASSWORD: password,
  HUB_SECRET: "b".repeat(64),
  OPENAI_API_KEY: "sk-stand-in-0123456789",
  OPENAI_BASE_URL: upstream.baseUrl,
  // A crashed run is tried again once its timeout passed: short here so the test sees it.
  AGENT_TASK_TIMEOUT_SECONDS: "8",
  QUEUE_MAINTENANCE_SECONDS: "1",
});

beforeAll(async () => {
  upstream = await startScriptedUpstream(async (request) => {
    const instruction = String(request.messages.find((m) => m.role === "user")?.content ?? "");
    if (instruction === "hang" && hang) await new Promise(() => undefined);
    return { content: `done: ${instruction}` };
  });
  const created = await createTestDatabase("hom_agents");
  if ("unreachable" in created) {
    console.warn(`SKIPPED: the agents' PostgreSQL test needs PostgreSQL. ${created.unreachable}`);
    return;
  }
  database = created;
  // One first (it migrates), then the second.
  servers = [await startServerProcess(envOf(dirs[0]))];
  servers.push(await startServerProcess(envOf(dirs[1])));
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await upstream?.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function login(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")?.split(";")[0] ?? "";
}

const give = async (baseUrl: string, cookie: string, instruction: string) => {
  const response = await fetch(`${baseUrl}/api/agents/sentinel/tasks`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ instruction }),
  });
  expect(response.status).toBe(202);
  return (await response.json()) as Task;
};
const read = async (baseUrl: string, cookie: string, id: string) =>
  (await (await fetch(`${baseUrl}/api/tasks/${id}`, { headers: { cookie } })).json()) as Task;

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe("agents on two instances and one PostgreSQL", () => {
  it("runs each of 200 tasks exactly once, whichever instance queued it", async () => {
    if (!database) return;
    const urls = servers.map((server) => server.baseUrl);
    const cookie = await login(urls[0] as string);
    const tasks = await Promise.all(
      Array.from({ length: 200 }, (_, i) => give(urls[i % 2] as string, cookie, `task ${i}`)),
    );
    // Counted in the database: reading 200 tasks over HTTP every moment would load the servers under test.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await until(async () => {
        const { rows } = await client.query("select count(*)::int as n from agent_tasks where status = 'completed'");
        return rows[0]?.n === 200;
      }, 240_000);
    } finally {
      await client.end();
    }
    const finished = await Promise.all(tasks.map((task) => read(urls[1] as string, cookie, task.id)));
    expect(finished.every((task) => task.attempts === 1 && task.steps.length === 1)).toBe(true);
    const asked = upstream.requests
      .map((request) => String(request.messages.find((m) => m.role === "user")?.content))
      .filter((text) => text.startsWith("task "));
    expect(asked).toHaveLength(200);
    expect(new Set(asked).size).toBe(200);
  }, 300_000);

  it("runs a task again after its instance is killed with SIGKILL in the middle of it", async () => {
    if (!database) return;
    await servers[1]?.stop();
    servers = servers.slice(0, 1);
    const url = servers[0]?.baseUrl as string;
    const cookie = await login(url);
    const task = await give(url, cookie, "hang");
    await until(async () => (await read(url, cookie, task.id)).status === "running", 30_000).catch(async (err) => {
      throw new Error(`${(err as Error).message}: ${JSON.stringify(await read(url, cookie, task.id))}`);
    });
    // tsx runs the server in a child process: kill both, as a crash of the machine would.
    const pid = servers[0]?.pid as number;
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
    for (const child of [...children, pid]) process.kill(child, "SIGKILL");
    hang = false;
    servers = [await startServerProcess(envOf(dirs[0]))];
    const restarted = servers[0]?.baseUrl as string;
    await until(async () => (await read(restarted, cookie, task.id)).status === "completed", 90_000).catch((err) => {
      throw new Error(`${(err as Error).message}: ${JSON.stringify(servers[0]?.output().slice(-2000))}`);
    });
    const done = await read(restarted, cookie, task.id);
    expect(done.attempts).toBe(2);
    expect(done.result).toBe("done: hang");
  }, 200_000);
});
