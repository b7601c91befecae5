import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import PgBoss from "pg-boss";
import { Agent, request } from "undici";
import { parseDocument } from "yaml";
import { startOpenAiStandIn } from "../src/gateway/testing/openai-stand-in";
import { type ServerProcess, startServerProcess } from "../src/testing/server-process";
import { createTestDatabase } from "../src/testing/test-database";
import { workOnBenchJobs } from "./bare-boss-instance";
import { p50p95 } from "./load";

const median = (values: readonly number[]) => p50p95(values).p50;

const password = "bench-agents-password";
/** The default agents run one task at a time per instance (agent_behaviors.yaml `concurrency: 1`). */
const workersPerInstance = 1;
const agentId = "muse";
/**
 * Timed rounds after the cold one, each a batch of the hub and one of bare pg-boss back to back: the comparison
 * is the median of the rounds' ratios.
 */
const rounds = 5;

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
    const match = /bench-task-[\d-]+\d\b/.exec(text);
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
 * Gives every instruction of `list` (eight in flight: giving is part of the work measured, not a burst at once)
 * and waits until `done()` has grown by as many: seconds from the first given to the last done, and how many were
 * done by the time the last was given (the workers and whatever gives share the machine's cores).
 */
async function timeBatch(
  list: readonly string[],
  give: (instruction: string, index: number) => Promise<unknown>,
  done: () => Promise<number> | number,
  what: string,
): Promise<{ seconds: number; givenInSeconds: number; doneWhenGiven: number }> {
  const before = await done();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < list.length) {
        const index = next++;
        await give(list[index] as string, index);
      }
    }),
  );
  const givenInSeconds = (performance.now() - started) / 1000;
  const doneWhenGiven = (await done()) - before;
  await until(async () => (await done()) - before >= list.length, 20 * 60_000, `${list.length} ${what}`);
  return { seconds: (performance.now() - started) / 1000, givenInSeconds, doneWhenGiven };
}

/** One side of the comparison: how a task is given, and how many are done so far. */
interface Side {
  name: string;
  give: (instruction: string, index: number) => Promise<unknown>;
  done: () => Promise<number> | number;
}

/**
 * Bare pg-boss on two instances (bare-boss-instance.ts, each a process with one worker), the jobs sent from this
 * process.
 */
async function startBareInstances(url: string, upstreamUrl: string): Promise<Side & { stop(): Promise<void> }> {
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
  return {
    name: "jobs of the bare pg-boss instances",
    give: (instruction) => sender.send("bench", { instruction }),
    done: () => done.reduce((sum, n) => sum + n, 0),
    async stop() {
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
    },
  };
}

/**
 * The sides, running at once on the machine, timed in turns: a cold batch of each first (the first after a start:
 * V8 compiles code as it turns hot, and through the hub's first 1,000 tasks it was still compiling 20-40 of its
 * functions a second, a tenth of its CPU), then `rounds` rounds of a batch of each, the order swapped every round
 * so that the machine's drift (this VM's speed moves by a fifth within a minute) falls on all alike; each side's
 * figure is its median (the comparison pairs the rounds' batches). Every batch must reach the upstream exactly
 * once per task.
 */
async function inTurns(
  sides: readonly Side[],
  tasks: number,
  rounds: number,
  upstream: { bodies(): unknown[]; clear(): void },
) {
  const results = sides.map(() => ({
    cold: 0,
    batches: [] as Awaited<ReturnType<typeof timeBatch>>[],
    lost: 0,
    twice: 0,
  }));
  for (let round = 0; round <= rounds; round++) {
    const order = sides.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const side = sides[index] as Side;
      const result = results[index] as (typeof results)[number];
      const list = Array.from({ length: tasks }, (_, i) => `bench-task-${round}-${index}-${i}`);
      upstream.clear();
      const batch = await timeBatch(list, side.give, side.done, side.name);
      const once = onceEach(list, upstream.bodies());
      result.lost += once.lost;
      result.twice += once.twice;
      if (round === 0) result.cold = batch.seconds;
      else result.batches.push(batch);
    }
  }
  return results.map((result) => ({ ...result, seconds: median(result.batches.map((batch) => batch.seconds)) }));
}

/**
 * The hub's agents spend the hub's budgets of calls without a key (their address is the agent's), whose default
 * of 20,000 tokens a day per address the bench's tasks (twice `tasks`, ~11 tokens each) would run out of: the
 * bench raises it as an administrator would, through the config API. Saved configs are in force on every
 * instance within a second.
 */
async function raiseAddressBudget(server: ServerProcess, cookie: string, tokensPerDay: number) {
  const url = `${server.baseUrl}/api/config/oversight_rules.yaml`;
  const headers = { "content-type": "application/json", cookie };
  const { content } = (await (await fetch(url, { headers })).json()) as { content: string };
  const rules = parseDocument(content);
  rules.setIn(["budgets", "perAddress", "tokensPerDay"], tokensPerDay);
  const saved = await fetch(url, { method: "PUT", headers, body: JSON.stringify({ content: rules.toString() }) });
  if (saved.status !== 200) throw new Error(`bench: saving oversight_rules.yaml answered ${saved.status}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/**
 * Issue 23's second agents figure: `tasks` one-step tasks given to two real server processes (main.ts) on one
 * PostgreSQL, half through each, from the first enqueue to the last `completed`, against bare pg-boss doing the
 * same work: two instances, each a process of its own with one worker (as each hub instance runs an agent's one),
 * each job one chat call to the same stand-in upstream. Also bare pg-boss with both workers in this process (the
 * upstream's), which spares it the hops between processes the hub pays. The hub and the two bare instances are
 * timed in turns (`inTurns`). All must run every task exactly once (counted at the upstream).
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
    await raiseAddressBudget(servers[0] as ServerProcess, cookies[0] ?? "", (rounds + 1) * tasks * 100);
    const reader = new pg.Pool({ connectionString: hubDb.url, max: 1 });
    // The database is dropped at the end, whatever happened: its connection's end is not news.
    reader.on("error", () => undefined);
    // The tasks are given through undici's `request` on kept-alive connections: this process shares the
    // machine's two cores with both sides, and fetch's web-stream layers cost it about twice as much per task.
    const client = new Agent({ keepAliveTimeout: 60_000, connections: 8 });
    const hub: Side = {
      name: "completed tasks",
      async give(instruction, index) {
        const server = servers[index % servers.length] as ServerProcess;
        const answer = await request(`${server.baseUrl}/api/agents/${agentId}/tasks`, {
          method: "POST",
          dispatcher: client,
          headers: { "content-type": "application/json", cookie: cookies[index % servers.length] ?? "" },
          body: JSON.stringify({ instruction }),
        });
        const text = await answer.body.text();
        if (answer.statusCode !== 202) throw new Error(`bench: a task answered ${answer.statusCode} ${text}`);
      },
      async done() {
        // One statement a poll (bare pg-boss's count is in memory); a task that failed would be waited for in
        // vain: say why at once.
        const { rows } = await reader.query<{ n: number; failed: unknown }>(
          `select count(*) filter (where status = 'completed')::int as n,
             (array_agg(json_build_object('instruction', instruction, 'error', error)) filter (where status = 'failed'))[1]
               as failed
           from agent_tasks`,
        );
        if (rows[0]?.failed) throw new Error(`bench: a task failed: ${JSON.stringify(rows[0].failed)}`);
        return rows[0]?.n ?? 0;
      },
    };
    // Bare pg-boss as the hub runs: two instances, each a process of its own with one worker, the upstream in
    // this process; the jobs sent from here.
    const bare = await startBareInstances(bareInstancesDb.url, standIn.baseUrl);
    const upstream = {
      bodies: () => standIn.requests.map((request) => request.body),
      clear: () => {
        standIn.requests.length = 0;
      },
    };
    const [hubRuns, bareRuns] = await inTurns([hub, bare], tasks, rounds, upstream).finally(async () => {
      await bare.stop();
      await reader.end();
      await client.close();
    });
    if (!hubRuns || !bareRuns) throw new Error("bench: a side of the comparison is missing");

    // Bare pg-boss with both workers in this process, the same number of workers, each job one upstream call.
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
    const [inProcess] = await inTurns(
      [
        {
          name: "bare pg-boss jobs",
          give: (instruction, index) =>
            bosses[index % bosses.length]?.send("bench", { instruction }) as Promise<unknown>,
          done: () => done,
        },
      ],
      tasks,
      1,
      upstream,
    );
    for (const boss of bosses) await boss.stop({ graceful: true, wait: true });
    if (!inProcess) throw new Error("bench: the in-process run is missing");

    const rate = (seconds: number) => `${(tasks / seconds).toFixed(1)} tasks/s`;
    const cold = (seconds: number) => `cold (the first ${tasks} after a start): ${seconds.toFixed(1)} s`;
    const each = (runs: typeof hubRuns) => runs.batches.map((batch) => batch.seconds.toFixed(1)).join(", ");
    const givenIn = median(hubRuns.batches.map((batch) => batch.givenInSeconds));
    const doneWhenGiven = median(hubRuns.batches.map((batch) => batch.doneWhenGiven));
    // Each round's two batches ran back to back, on the machine as it was then: this VM's speed moved by up to
    // 1.7x within minutes, and a slow minute on one side's batch moved the ratio of the sides' medians by a
    // fifth (0.71x in one run, its rounds 0.94, 0.66, 1.16). The ratio of a round is measured under one
    // condition; the figure is their median.
    const ratios = hubRuns.batches.map((batch, i) => (bareRuns.batches[i]?.seconds ?? 0) / batch.seconds);
    return [
      [
        `agents: ${tasks} one-step tasks, two instances (PostgreSQL), median of ${rounds}`,
        `${hubRuns.seconds.toFixed(1)} s (${rate(hubRuns.seconds)}; runs ${each(hubRuns)} s)`,
        `lost ${hubRuns.lost}, run twice ${hubRuns.twice}; all given in ${givenIn.toFixed(1)} s (${doneWhenGiven} done by then); ${cold(hubRuns.cold)}`,
        `${median(ratios).toFixed(2)}x bare pg-boss on two instances, median of the rounds (goal >= 0.8x; by round ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}; of the medians ${(bareRuns.seconds / hubRuns.seconds).toFixed(2)}x)`,
      ],
      [
        `agents: bare pg-boss, two instances (processes), the same ${tasks} jobs, in turns with the hub`,
        `${bareRuns.seconds.toFixed(1)} s (${rate(bareRuns.seconds)}; runs ${each(bareRuns)} s)`,
        `lost ${bareRuns.lost}, run twice ${bareRuns.twice}; ${cold(bareRuns.cold)}`,
        `cold: hub at ${(bareRuns.cold / hubRuns.cold).toFixed(2)}x`,
      ],
      [
        "agents: bare pg-boss, both workers in this process (the upstream's)",
        `${inProcess.seconds.toFixed(1)} s (${rate(inProcess.seconds)})`,
        `lost ${inProcess.lost}, run twice ${inProcess.twice}; ${cold(inProcess.cold)}`,
        `hub at ${(inProcess.seconds / hubRuns.seconds).toFixed(2)}x of it`,
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
