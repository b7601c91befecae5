import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scansOf } from "../testing/query-plan";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createJobQueue, type FetchedJob, type JobQueue, type QueueStatement } from "./job-queue";

// The queue's statements as a caller's prepared statement holds them (the agents' task end is one), on
// PostgreSQL: its plans, not PGlite's, are the ones that read every job of a queue to take or complete one.
let database: TestDatabase | undefined;
let queue: JobQueue;
let client: pg.Client;

beforeAll(async () => {
  const created = await createTestDatabase("hom_queue_plans");
  if ("unreachable" in created) throw new Error(created.unreachable);
  database = created;
  queue = await createJobQueue({ connectionString: created.url }, { pollingIntervalSeconds: 0.5 });
  client = new pg.Client({ connectionString: created.url });
  await client.connect();
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await client?.end();
  await database?.drop();
});

const until = async (check: () => boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A value of a statement written as a literal of `execute` (a utility statement takes no parameters). */
const literal = (value: unknown) => (Array.isArray(value) ? `'{${value.join(",")}}'` : `'${String(value)}'`);

describe("the queue's statements on PostgreSQL", () => {
  it("take and complete a job by one lookup of its id, in a plan made while the queue was new", async () => {
    await queue.define("q-plans");
    let fetch: QueueStatement | undefined;
    let completion: QueueStatement | undefined;
    const runs: number[] = [];
    await queue.work<{ n: number }, string>(
      "q-plans",
      1,
      async (job) => {
        runs.push(job.data.n);
        await job.completeWith(async (statement) => {
          completion = statement;
          await client.query(`with done as (${statement.text}) select 1`, [...statement.values]);
          return { answer: undefined };
        });
      },
      {
        async claim(statement) {
          fetch = statement;
          const { rows } = await client.query<{ job: FetchedJob | null }>(
            `with job as (${statement.text}) select row_to_json(j) as job from job j`,
            [...statement.values],
          );
          return rows[0]?.job ? { job: rows[0].job, claimed: "claimed" } : undefined;
        },
      },
    );
    await queue.send("q-plans", { n: 1 });
    await until(() => runs.length === 1 && completion !== undefined);
    if (!fetch || !completion) throw new Error("the worker ran without its statements");
    expect(fetch.values).toEqual([]);
    const [partition] = (
      await client.query<{ name: string }>("select partition_name as name from pgboss.queue where name = 'q-plans'")
    ).rows;
    // The plans a prepared statement keeps, made now; statistics are not gathered again before they are read.
    await client.query(`alter table pgboss.${partition?.name} set (autovacuum_enabled = false)`);
    await client.query("set plan_cache_mode = force_generic_plan");
    const job = literal(completion.values[0]);
    await client.query(`prepare take as with job as (${fetch.text}) select 1`);
    await client.query(`prepare done as with done as (${completion.text}) select 1`);
    await client.query("execute take");
    await client.query(`execute done(${job})`);
    // Thousands of finished jobs later (they stay a day).
    await client.query(
      "insert into pgboss.job (name, data, state) select 'q-plans', '{}'::jsonb, 'completed' from generate_series(1, 3000)",
    );
    for (const [name, execute] of [
      ["take", "execute take"],
      ["done", `execute done(${job})`],
    ]) {
      const { rows } = await client.query(`explain (format json) ${execute}`);
      // Every update of the queue's jobs reads them by an index condition on the job's id.
      const updates = scansOf(rows[0]).filter((node) => node.Alias !== "job" || name === "done");
      const reads = updates.filter((node) => String(node["Relation Name"]) === partition?.name);
      expect(reads.length, name).toBeGreaterThan(0);
      for (const read of reads) expect(String(read["Index Cond"]), name).toMatch(/\bid = /);
    }
    await client.query("deallocate all");
    await client.query("reset plan_cache_mode");
    // The queue still runs: the prepared statements changed nothing.
    await queue.send("q-plans", { n: 2 });
    await until(() => runs.length === 2);
    expect(runs).toEqual([1, 2]);
  }, 60_000);
});
