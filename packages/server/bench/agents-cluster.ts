import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import PgBoss from "pg-boss";
import { startOpenAiStandIn } from "../src/gateway/testing/openai-stand-in";
import { type ServerProcess, startServerProcess } from "../src/testing/server-process";
import { createTestDatabase } from "../src/testing/test-database";
import { workOnBenchJobs } from "./bare-boss-instance";

const password = "bench-agents-password";
/** The default agents run one task at a time per instance (agent_behaviors.yaml `concurrency: 1`). */
const workersPerInstance = 1;
const agentId = "muse";

const until = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`bench: ${what} did not happen in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** How often each instruction reached the upstream: every task's must be exactly once. */
function onceEach(instructions: readonly string[], bodies: readonly unknown[]): { lost: number; twice: number } {
  const seen = new Map<string, number>();
  for (const body of bodies) {
    const text = JSON.stringify(body);
    const match = /bench-task-(\d+)\b/.exec(text);
    if (match) seen.set(match[0], (seen.get(match[0]) ?? 0) + 1);
  }
  let lost = 0;
  let twice = 0;
  for (const instruction of instructions) {
    const count = seen.get(instruction) ?? 0;
    if (count === 0) lost++;
    if (count > 1) twice++;
  }
  return { lost, twice };
}

/**
 * Bare pg-boss on two instances (bare-boss-instance.ts, each a process with one worker), the jobs sent from this
 * process, 8 at a time: seconds from the first send to the last job done.
 */
async function measureBareInstances(url: string, upstreamUrl: string, instructions: readonly string[]) {
  const sender = new PgBoss({ connectionString: url, max: 4, supervise: false, schedule: false });
  sender.on("error", (err) => console.error(`[bench boss] ${err.message}`));
  await sender.start();
  await sender.createQueue("bench");
  const script = fileURLToPath(new URL("./bare-boss-instance.ts", import.meta.url));
  const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));
  const done = [0, 0];
  const instances = await Promise.all(
    done.map(
      (_, index) =>
        new Promise<ChildProcess>((resolve, reject) => {
          const child = spawn(tsx, [script], {
            env: { ...process.env, DATABASE_URL: url, UPSTREAM_URL: upstreamUrl },
            stdio: ["ignore", "pipe", "inherit"],
          });
          child.once("exit", (code) => reject(new Error(`bench: a bare pg-boss instance exited with ${code}`)));
          createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
            if (line === "ready") resolve(child);
            const count = /^done (\d+)$/.exec(line);
            if (count) done[index] = Number(count[1]);
          });
        }),
    ),
  );
  try {
    const started = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < instructions.length) {
          const index = sent++;
          await sender.send("bench", { instruction: instructions[index] });
        }
      }),
    );
    const total = () => done.reduce((sum, n) => sum + n, 0);
    await until(async () => total() >= instructions.length, 20 * 60_000, "the bare pg-boss instances' jobs");
    return (performance.now() - started) / 1000;
  } finally {
    await Promise.all(
      instances.map(
        (child) =>
          new Promise((resolve) => {
            child.removeAllListeners("exit");
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    await sender.stop({ graceful: true, wait: true });
  }
}

/**
 * Issue 23's second agents figure: `tasks` one-step tasks given to two real server processes (main.ts) on one
 * PostgreSQL, half through each, from the first enqueue to the last `completed`, against bare pg-boss doing the
 * same work: two instances, each a process of its own with one worker (as each hub instance runs an agent's one),
 * each job one chat call to the same stand-in upstream. Also bare pg-boss with both workers in this process (the
 * upstream's), which spares it the hops between processes the hub pays. All must run every task exactly once
 * (counted at the upstream).
 */
export async function measureAgentsOnTwoInstances(tasks: number): Promise<string[][]> {
  const hubDb = await createTestDatabase("hom_bench_agents");
  const bareDb = await createTestDatabase("hom_bench_boss");
  const bareInstancesDb = await createTestDatabase("hom_bench_bosses");
  if ("unreachable" in hubDb || "unreachable" in bareDb || "unreachable" in bareInstancesDb) {
    const reason = "unreachable" in hubDb ? hubDb.unreachable : "PostgreSQL is unreachable";
    return [["agents: two instances on PostgreSQL", "skipped", reason, ""]];
  }
  const standIn = await startOpenAiStandIn();
  standIn.reply = "Done.";
  const dirs = [mkdtempSync(join(tmpdir(), "hom-bench-a-")), mkdtempSync(join(tmpdir(), "hom-bench-b-"))];
  const servers: ServerProcess[] = [];
  const instructions = Array.from({ length: tasks }, (_, i) => `bench-task-${i}`);
  try {
    const envOf = (dir: string) => ({
      DATABASE_URL: hubDb.url,
      DATA_DIR: dir,
      ADMIN_PASSWORD: password,
      HUB_SECRET: "c".repeat(64),
      OPENAI_API_KEY: "sk-stand-in-0123456789",
      OPENAI_BASE_URL: standIn.baseUrl,
    });
    // One first (it migrates), then the second.
    for (const dir of dirs) servers.push(await startServerProcess(envOf(dir)));
    const cookies = await Promise.all(
      servers.map(async (server) => {
        const answer = await fetch(`${server.baseUrl}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ password }),
        });
        if (answer.status !== 200) throw new Error(`bench: sign-in answered ${answer.status}`);
        return answer.headers.get("set-cookie")?.split(";")[0] ?? "";
      }),
    );
    const reader = new pg.Pool({ connectionString: hubDb.url, max: 1 });
    const completed = async () =>
      Number(
        (await reader.query("select count(*)::int as n from agent_tasks where status = 'completed'")).rows[0]?.n ?? 0,
      );
    standIn.requests.length = 0;
    const started = performance.now();
    // Eight requests in flight: enqueueing is part of the work measured, not a burst of 1,000 at once.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < tasks) {
          const index = next++;
          const server = servers[index % servers.length] as ServerProcess;
          const answer = await fetch(`${server.baseUrl}/api/agents/${agentId}/tasks`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie: cookies[index % servers.length] ?? "" },
            body: JSON.stringify({ instruction: instructions[index] }),
          });
          if (answer.status !== 202) throw new Error(`bench: a task answered ${answer.status} ${await answer.text()}`);
        }
      }),
    );
    const enqueueSeconds = (performance.now() - started) / 1000;
    // How far the workers got while the tasks were still being given (both share the machine's cores).
    const completedWhileGiving = await completed();
    await until(async () => (await completed()) >= tasks, 20 * 60_000, `${tasks} completed tasks`);
    const hubSeconds = (performance.now() - started) / 1000;
    await reader.end();
    const hubOnce = onceEach(
      instructions,
      standIn.requests.map((request) => request.body),
    );

    // Bare pg-boss: the same number of workers, each job the same one upstream call.
    standIn.requests.length = 0;
    const bosses = [
      new PgBoss({ connectionString: bareDb.url, max: 4 }),
      new PgBoss({ connectionString: bareDb.url, max: 4 }),
    ];
    for (const boss of bosses) {
      boss.on("error", (err) => console.error(`[bench boss] ${err.message}`));
      await boss.start();
    }
    await bosses[0]?.createQueue("bench");
    let done = 0;
    for (const boss of bosses) {
      for (let i = 0; i < workersPerInstance; i++) await workOnBenchJobs(boss, standIn.baseUrl, () => done++);
    }
    const bareStarted = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < tasks) {
          const index = sent++;
          await bosses[index % bosses.length]?.send("bench", { instruction: instructions[index] });
        }
      }),
    );
    await until(async () => done >= tasks, 20 * 60_000, `${tasks} bare pg-boss jobs`);
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    for (const boss of bosses) await boss.stop({ graceful: true, wait: true });
    const bareOnce = onceEach(
      instructions,
      standIn.requests.map((request) => request.body),
    );

    // Bare pg-boss as the hub runs: two instances, each a process of its own with one worker, the upstream in
    // this process; the jobs sent from here as above.
    standIn.requests.length = 0;
    const bare = await measureBareInstances(bareInstancesDb.url, standIn.baseUrl, instructions);
    const bareInstancesOnce = onceEach(
      instructions,
      standIn.requests.map((request) => request.body),
    );

    const rate = (seconds: number) => `${(tasks / seconds).toFixed(1)} tasks/s`;
    return [
      [
        `agents: ${tasks} one-step tasks, two instances (PostgreSQL)`,
        `${hubSeconds.toFixed(1)} s (${rate(hubSeconds)})`,
        `lost ${hubOnce.lost}, run twice ${hubOnce.twice}; all given in ${enqueueSeconds.toFixed(1)} s (${completedWhileGiving} done by then)`,
        `${(bare / hubSeconds).toFixed(2)}x bare pg-boss on two instances (goal >= 0.8x)`,
      ],
      [
        `agents: bare pg-boss, two instances (processes), the same ${tasks} jobs`,
        `${bare.toFixed(1)} s (${rate(bare)})`,
        `lost ${bareInstancesOnce.lost}, run twice ${bareInstancesOnce.twice}`,
        "1.00x",
      ],
      [
        `agents: bare pg-boss, both workers in this process (the upstream's)`,
        `${bareSeconds.toFixed(1)} s (${rate(bareSeconds)})`,
        `lost ${bareOnce.lost}, run twice ${bareOnce.twice}`,
        `hub at ${(bareSeconds / hubSeconds).toFixed(2)}x of it`,
      ],
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await standIn.close();
    await hubDb.drop();
    await bareDb.drop();
    await bareInstancesDb.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
