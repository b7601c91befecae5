import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "../src/testing/test-database";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 5000);
const rssReadings = 10;

interface StartRun {
  firstAnswerMs: number;
  idleRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of one process (Linux), in MB. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
}

async function firstAnswer(child: ChildProcess, port: number, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(20);
  }
}

/**
 * The node flags of `npm start` (the root package.json's start script), so that every server started here
 * runs as a user's does: `--v8-pool-size=1` keeps one V8 worker thread instead of four, each of which held
 * its own malloc arena of freed compile memory (the idle embedded hub 290 -> 242 MB); `--max-semi-space-size=4`
 * caps the young generation V8 grew to 16 MB semi-spaces during start-up and kept while idle (250 -> ~220 MB).
 */
function startFlags(): string[] {
  const flagsOf = (manifest: string) => {
    const script = (JSON.parse(readFileSync(join(root, manifest), "utf8")) as { scripts: { start: string } }).scripts
      .start;
    const [command, ...words] = script.split(/\s+/);
    if (command !== "node") throw new Error(`bench: the start script of ${manifest} is not a node command: ${script}`);
    return words.filter((word) => word.startsWith("--")).join(" ");
  };
  const flags = flagsOf("package.json");
  // The server package's own start script (`node dist/main.mjs`) must run it the same way.
  const serverFlags = flagsOf("packages/server/package.json");
  if (serverFlags !== flags)
    throw new Error(`bench: the start scripts' node flags differ: "${flags}", "${serverFlags}"`);
  return flags ? flags.split(" ") : [];
}

/** Spawns a command, times it to the first 200 of /readyz, waits idle, reads its RSS, stops it. */
async function measure(args: string[], env: Record<string, string>, port: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "bench", ...env },
    stdio: "ignore",
  });
  try {
    const firstAnswerMs = await firstAnswer(child, port, started);
    await sleep(idleMs);
    // An idle hub still polls and samples, so its RSS is a saw-tooth between collections (one reading moved
    // by +-30 MB from run to run): the median of readings over five seconds.
    const readings: number[] = [];
    for (let i = 0; i < rssReadings; i++) {
      readings.push(rssMb(child.pid ?? 0));
      await sleep(500);
    }
    readings.sort((a, b) => a - b);
    return { firstAnswerMs, idleRssMb: readings[Math.floor(readings.length / 2)] ?? 0 };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const freePort = () => 20_000 + Math.floor(Math.random() * 20_000);

/** The built server's start in both modes: first start, restart, idle memory; and an unchanged `npm start`. */
export async function measureStarts(): Promise<string[][]> {
  const built = spawnSync(process.execPath, ["packages/server/build.mjs"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("bundling the server failed");
  const entry = ["packages/server/dist/main.mjs"];
  const rows: string[][] = [];
  const row = (name: string, run: StartRun, rssGoal: number) => [
    name,
    `${run.firstAnswerMs.toFixed(0)} ms to first answer`,
    `${run.idleRssMb.toFixed(0)} MB idle RSS (median)`,
    `goal <= ${rssGoal} MB${run.idleRssMb > rssGoal ? "  MISSED" : ""}`,
  ];

  const dataDir = mkdtempSync(join(tmpdir(), "hom-bench-start-"));
  try {
    rows.push(row("embedded, first start", await measure(entry, { DATA_DIR: dataDir }, freePort()), 250));
    rows.push(row("embedded, restart", await measure(entry, { DATA_DIR: dataDir }, freePort()), 250));
    // What a user types: the second `npm start` with nothing changed skips the install and the build.
    await measure(["scripts/start.mjs"], { DATA_DIR: dataDir }, freePort());
    const again = await measure(["scripts/start.mjs"], { DATA_DIR: dataDir }, freePort());
    rows.push([
      "npm start, nothing changed",
      `${again.firstAnswerMs.toFixed(0)} ms to first answer`,
      `${again.idleRssMb.toFixed(0)} MB idle RSS`,
      `goal <= 3000 ms${again.firstAnswerMs > 3000 ? "  MISSED" : ""}`,
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await createTestDatabase("hom_bench");
  if ("unreachable" in database) {
    rows.push(["PostgreSQL", `${database.unreachable}: skipped`, "", ""]);
    return rows;
  }
  const pgDir = mkdtempSync(join(tmpdir(), "hom-bench-pg-"));
  const env = { DATA_DIR: pgDir, DATABASE_URL: database.url };
  try {
    rows.push(row("PostgreSQL, first start", await measure(entry, env, freePort()), 150));
    rows.push(row("PostgreSQL, restart", await measure(entry, env, freePort()), 150));
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    await database.drop();
  }
  return rows;
}
