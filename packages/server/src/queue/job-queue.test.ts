import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../testing/embedded-database-image";
import { scansOf } from "../testing/query-plan";
import { createJobQueue, type FetchedJob, FinalJobFailure, type JobQueue, type QueueStatement } from "./job-queue";

let handle: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  handle = await openTestDatabase();
  queue = await createJobQueue(handle.queue, { pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await handle.close();
});

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("job queue on the embedded database", () => {
  it("runs a sent job once and counts it completed", async () => {
    await queue.define("q-once");
    const seen: number[] = [];
    await queue.work<{ n: number }>("q-once", 2, async (job) => {
      seen.push(job.data.n);
    });
    for (const n of [1, 2, 3]) await queue.send("q-once", { n });
    await until(() => seen.length === 3);
    expect(seen.sort()).toEqual([1, 2, 3]);
    await until(async () => (await queue.counts()).completed >= 3);
  });

  it("retries a failing job, then fails it for good with the reason", async () => {
    await queue.define("q-retry", { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false });
    let tries = 0;
    await queue.work("q-retry", 1, async () => {
      tries += 1;
      throw new Error("upstream unavailable");
    });
    await queue.send("q-retry", {});
    await until(async () => (await queue.counts()).failed >= 1, 30_000);
    expect(tries).toBe(3);
  }, 40_000);

  it("fails a final failure at once, without retries", async () => {
    await queue.define("q-final", { retryLimit: 5, retryDelaySeconds: 1 });
    let tries = 0;
    await queue.work("q-final", 1, async () => {
      tries += 1;
      throw new FinalJobFailure("max_steps", "too many steps");
    });
    const before = (await queue.counts()).failed;
    await queue.send("q-final", {});
    await until(async () => (await queue.counts()).failed > before);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tries).toBe(1);
  }, 30_000);

  it("aborts a run past its timeout", async () => {
    await queue.define("q-timeout", { retryLimit: 0, timeoutSeconds: 1 });
    let cause: unknown;
    await queue.work("q-timeout", 1, async (job) => {
      await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
      cause = (job.signal.reason as { cause: string }).cause;
      throw new Error("aborted");
    });
    await queue.send("q-timeout", {});
    await until(() => cause !== undefined);
    expect(cause).toBe("timeout");
  }, 30_000);

  it("takes jobs through the worker's own statements: its claim, then each completion taking the next", async () => {
    await queue.define("q-claim");
    for (const n of [1, 2, 3]) await queue.send("q-claim", { n }, { id: inSendingOrder(n) });
    const runs: { n: number; claimed: string | undefined }[] = [];
    await queue.work<{ n: number }, string>(
      "q-claim",
      1,
      async (job) => {
        runs.push({ n: job.data.n, claimed: job.claimed });
        await job.completeWith((completion, fetch) => completeAndTake(completion, fetch, "taken by a completion"));
      },
      { claim: (fetch) => claimWith(fetch, "claimed") },
    );
    await until(() => runs.length === 3);
    // The first was claimed; each later one was taken by the completion of the one before, in order.
    expect(runs).toEqual([
      { n: 1, claimed: "claimed" },
      { n: 2, claimed: "taken by a completion" },
      { n: 3, claimed: "taken by a completion" },
    ]);
    expect(await statesOf("q-claim")).toEqual([{ state: "completed", n: 3 }]);
  });

  it("completes a job by one lookup of the queue's key, however many jobs the queue holds", async () => {
    await queue.define("q-key");
    // A busy new queue: its statistics gathered while it held a few jobs, then thousands more (finished jobs
    // stay a day) before they are gathered again.
    const finished = (n: number) =>
      sqlOf().executeSql(
        `insert into pgboss.job (name, data, state) select 'q-key', '{}'::jsonb, 'completed' from generate_series(1, ${n})`,
        [],
      );
    await finished(15);
    await sqlOf().executeSql("analyze pgboss.job", []);
    await finished(3000);
    await queue.send("q-key", { n: 1 });
    let plan: unknown;
    await queue.work("q-key", 1, async (job) => {
      await job.completeWith(async (completion) => {
        // The plan a prepared statement keeps (the agents' task end is one): made without the job's id.
        const { rows } = await sqlOf().executeSql(
          `explain (format json, generic_plan) with done as (${completion.text}) select 1`,
          [],
        );
        plan = rows[0];
        await joined([completion], ([done]) => `with done as (${done}) select 1`);
        return { answer: undefined };
      });
    });
    await until(() => plan !== undefined);
    // Every read of the queue's jobs is an index condition on the job's id, not a walk through all its jobs.
    const reads = scansOf(plan).filter((node) => /^j[0-9a-f]{56}$/.test(String(node["Relation Name"])));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(String(read["Index Cond"])).toMatch(/\bid = \$1\b/);
    expect(await statesOf("q-key")).toEqual([{ state: "completed", n: 3016 }]);
  });

  it("puts a job a completion took as the process stopped back in the queue, its try not spent", async () => {
    const stopping = await createJobQueue(handle.queue, { pollingIntervalSeconds: 0.5 });
    await stopping.define("q-stop", { retryLimit: 0 });
    for (const n of [1, 2]) await stopping.send("q-stop", { n }, { id: inSendingOrder(n) });
    const seen: { n: number; aborted: boolean }[] = [];
    let stopped: Promise<void> | undefined;
    await stopping.work<{ n: number }, string>(
      "q-stop",
      1,
      async (job) => {
        seen.push({ n: job.data.n, aborted: job.signal.aborted });
        if (job.signal.aborted) throw job.signal.reason;
        await job.completeWith(async (completion, fetch) => {
          // The stop comes while the statement that also takes the next job is on its way.
          stopped = stopping.stop();
          return completeAndTake(completion, fetch, "taken");
        });
      },
      { claim: (fetch) => claimWith(fetch, "claimed") },
    );
    await until(() => stopped !== undefined);
    await stopped;
    // The second was taken, run with its signal aborted at once, and went back: waiting again, no try spent.
    expect(seen).toEqual([
      { n: 1, aborted: false },
      { n: 2, aborted: true },
    ]);
    expect(await statesOf("q-stop")).toEqual([
      { state: "completed", n: 1 },
      { state: "retry", n: 1 },
    ]);
    const { rows } = await sqlOf().executeSql(
      "select retry_count, retry_limit from pgboss.job where name = $1 and state = 'retry'",
      ["q-stop"],
    );
    expect(rows).toEqual([{ retry_count: 0, retry_limit: 1 }]);
  });
});

/**
 * A job id that sorts as `n` does. pg-boss takes jobs by priority, then time of sending, then id, and the
 * embedded database's clock counts milliseconds: jobs sent within one were taken in the order of their random
 * ids (a clean-clone run took 3 before 2).
 */
const inSendingOrder = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The embedded database's queue connection (pg-boss's statements run through it). */
const sqlOf = () => {
  if (!("db" in handle.queue)) throw new Error("the embedded database's queue runs through its client");
  return handle.queue.db;
};

/** Statements as one, each one's `$n` moved past the ones before (as a caller's own statement holds them). */
function joined(parts: readonly QueueStatement[], build: (texts: string[]) => string) {
  const values: unknown[] = [];
  const texts = parts.map((part) => {
    const offset = values.length;
    values.push(...part.values);
    return part.text.replace(/\$(\d+)\b/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  return sqlOf().executeSql(build(texts), values);
}

const jobOf = (rows: unknown[]) => (rows[0] as { job: FetchedJob | null } | undefined)?.job ?? undefined;

/** A worker's claim: pg-boss's fetch inside a statement of the test's own. */
async function claimWith(fetch: QueueStatement, claimed: string) {
  const { rows } = await joined([fetch], ([next]) => `with job as (${next}) select row_to_json(j) as job from job j`);
  const job = jobOf(rows);
  return job && { job, claimed };
}

/** A completion that also takes the next job, as the agents' task end does. */
async function completeAndTake(completion: QueueStatement, fetch: QueueStatement | undefined, claimed: string) {
  if (!fetch) {
    await joined([completion], ([done]) => `with done as (${done}) select 1`);
    return { answer: undefined };
  }
  const { rows } = await joined(
    [completion, fetch],
    ([done, next]) => `with done as (${done}), job as (${next}) select (select row_to_json(j) from job j) as job`,
  );
  const next = jobOf(rows);
  return { answer: undefined, next: next && { job: next, claimed } };
}

async function statesOf(name: string) {
  const { rows } = await sqlOf().executeSql(
    "select state::text as state, count(*)::int as n from pgboss.job where name = $1 group by state order by state",
    [name],
  );
  return rows;
}
