import PgBoss from "pg-boss";
import { QueueQueryError } from "../db/database-unavailable";
import { retryOnDeadlock } from "../db/deadlock-retry";

/** How pg-boss reaches the hub's database: PostgreSQL by its URL (its own small pool), PGlite through an adapter. */
export type QueueConnection = { db: PgBoss.Db } | { connectionString: string };

/** Per queue: how often and how late a failed job is tried again, and how long one run may take. */
export interface QueueSettings {
  /** Tries after the first (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff` (default 2, backoff on). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run longer than this is aborted and counts as a failed try (default 300). */
  timeoutSeconds?: number;
}

/** One of pg-boss's own statements (`$1`.. placeholders and their values), for a caller to run inside its own. */
export interface QueueStatement {
  text: string;
  values: readonly unknown[];
}

/** A job as pg-boss's fetch answers it (`includeMetadata`), the columns the workers read. */
export interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export interface JobContext<T, C = never> {
  id: string;
  data: T;
  /** Aborted on timeout, on cancel and when the process stops (the job then goes back to the queue). */
  signal: AbortSignal;
  /** Whether a failure of this run is tried again. */
  willRetry: boolean;
  /** What the worker's `claim` read with the job (undefined without a `claim`). */
  claimed: C | undefined;
  /**
   * Completes the job inside the caller's own statement: `run` gets pg-boss's completion (an `UPDATE ...
   * RETURNING id` of the job table) to run as a part of it, so the caller's last write and the job's end are one
   * round trip. The queue then leaves the job as it is, whatever the handler does next. A worker with a `claim`
   * also hands over the fetch of its next job (none when it is stopping): the job `run` answers as `next`, taken
   * as `claim` takes one, is the one the worker runs next, without a round trip of its own.
   */
  completeWith<R>(
    run: (completion: QueueStatement, fetch: QueueStatement | undefined) => Promise<{ answer: R; next?: Claimed<C> }>,
  ): Promise<R>;
}

/** A job a worker took, with what its `claim` read with it. */
export interface Claimed<C> {
  job: FetchedJob;
  claimed: C;
}
export type JobHandler<T, C = never> = (job: JobContext<T, C>) => Promise<unknown>;

export interface WorkOptions<C> {
  /**
   * Fetches through the caller's own statement: `fetch` is pg-boss's (a `WITH ... UPDATE ... RETURNING` that
   * takes the next job), to run as a part of a statement that also begins the caller's work on that job. It
   * answers the job's row (undefined when there is none) and what the caller read, handed to the handler as
   * `claimed`: one round trip where there were two.
   */
  claim?: (fetch: QueueStatement) => Promise<Claimed<C> | undefined>;
}

/** A worker of this process: a loop that fetches and runs one job at a time. */
interface WorkerLoop {
  stopping: boolean;
  /** Ends the worker's idle wait (a local send, or a stop). */
  wake: () => void;
  done: Promise<void>;
}

/** Thrown by a handler for a failure no retry can fix (bad input, a limit reached): the job fails at once. */
export class FinalJobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Why a run was aborted: the `reason` of the job's signal. */
export type AbortCause = "timeout" | "cancelled" | "shutdown";
export const abortCauseOf = (signal: AbortSignal): AbortCause | undefined =>
  signal.aborted ? ((signal.reason as { cause?: AbortCause })?.cause ?? "cancelled") : undefined;

/** The counts of the dashboard's Message Queue card. */
export interface QueueCounts {
  pending: number;
  processing: number;
  completed: number;
  failed: number;
}

export interface QueueOptions {
  /** Seconds between polls of an idle worker (pg-boss 10 has no LISTEN); a local send wakes it at once. */
  pollingIntervalSeconds?: number;
  /** Seconds between the checks that put jobs of a crashed process back (their timeout passed). */
  maintenanceIntervalSeconds?: number;
  log?: (line: string) => void;
}

/** A failed query of ours on the queue's pool, typed (its cause is the driver's error) so an outage answers 503. */
const asQueryError = (err: unknown): never => {
  throw new QueueQueryError(err);
};

/** The statement pg-boss runs for `run` (given a `db` that records it instead of running it). */
async function statementOf(run: (through: PgBoss.Db) => Promise<unknown>): Promise<QueueStatement> {
  let statement: QueueStatement | undefined;
  await run({
    async executeSql(text, values = []) {
      statement = { text, values };
      // Enough of an answer for pg-boss to read (its completion counts `rows[0].count`).
      return { rows: [{ count: "0" }] };
    },
  });
  if (!statement) throw new Error("pg-boss ran no statement");
  return withLiterals(statement);
}

/**
 * A statement with its plain values (the queue's name, a batch size, a null) written in as literals, the rest
 * (ids, and the positions named in `params`) still parameters. pg-boss's job table has a partition per queue:
 * with the name a parameter, PostgreSQL planned a caller's prepared statement again at every run to find the
 * partition (~1 ms for a task's end); with it written in, the statement's one plan serves every run.
 */
export function withLiterals(
  { text, values }: QueueStatement,
  params: ReadonlySet<number> = new Set(),
): QueueStatement {
  const kept: unknown[] = [];
  const renumbered = new Map<number, string>();
  values.forEach((value, index) => {
    if (params.has(index + 1)) {
      kept.push(value);
      renumbered.set(index + 1, `$${kept.length}`);
    } else if (value === null || value === undefined) renumbered.set(index + 1, "NULL");
    else if (typeof value === "number" && Number.isInteger(value)) renumbered.set(index + 1, String(value));
    else if (typeof value === "boolean") renumbered.set(index + 1, String(value));
    else if (typeof value === "string") renumbered.set(index + 1, `'${value.replaceAll("'", "''")}'`);
    else {
      kept.push(value);
      renumbered.set(index + 1, `$${kept.length}`);
    }
  });
  return { text: text.replace(/\$(\d+)\b/g, (whole, n: string) => renumbered.get(Number(n)) ?? whole), values: kept };
}

/**
 * pg-boss 10's completion of one job (`WITH results AS (UPDATE <job> ... RETURNING *) SELECT COUNT(*) FROM
 * results`) as its bare UPDATE, which a caller's statement can hold as one of its own CTEs (a WITH holding a
 * data-modifying statement may only be at the top). Any other shape is refused: an upgrade that changed it
 * must be looked at. Its `id IN (SELECT UNNEST($n::uuid[]))` becomes `id = $1::uuid`, the one job's id: the plan
 * a caller's prepared statement keeps, made while the queue held a few jobs, read every job of the queue to
 * find one behind the sub-select (0.6 ms a task and growing with each job, by auto_explain in the agents
 * bench), and PostgreSQL 15 still did with `= ANY($n)` (a filter, not a condition of the index); a plain `=` is
 * always a condition of the queue's key `(name, id)`, one index lookup.
 */
function completionOf({ text, values }: QueueStatement): QueueStatement {
  const match =
    /^\s*WITH results AS \(\s*(UPDATE\s[\s\S]*?)\bRETURNING \*\s*\)\s*SELECT COUNT\(\*\) FROM results\s*$/i.exec(text);
  const ids = /\bid IN \(SELECT UNNEST\(\$1::uuid\[\]\)\)/i;
  // One parameter left by `withLiterals`: the list of the job's id, one id.
  const [list] = values;
  if (!match?.[1] || !ids.test(match[1]) || values.length !== 1 || !Array.isArray(list) || list.length !== 1) {
    throw new Error("pg-boss's completion changed shape; job-queue.ts reads it");
  }
  return { text: `${match[1].replace(ids, "id = $1::uuid")}RETURNING id`, values: [list[0]] };
}

/**
 * pg-boss 10's fetch of one job with its UPDATE told the job's id: `AND j.id = (SELECT id FROM next)` beside its
 * `j.id = grouped.id`, the same row (`next` holds at most the one job, `LIMIT 1`). Joined to `grouped` alone, the
 * plan a caller's prepared statement keeps, made while the queue held a few jobs, read every job of the queue to
 * update one (auto_explain in the agents bench: 1,200 rows for one, 2 ms of a task's end and growing with each
 * job); a plain `=` on the id is always a condition of the queue's key `(name, id)`. Any other shape is refused.
 */
function fetchOf({ text, values }: QueueStatement): QueueStatement {
  const join = /\bFROM grouped\s+WHERE name = '(?:[^']|'')*' AND j\.id = grouped\.id\b/i;
  if (!/\bLIMIT 1\s+FOR UPDATE SKIP LOCKED\b/i.test(text) || !join.test(text) || values.length !== 0) {
    throw new Error("pg-boss's fetch changed shape; job-queue.ts reads it");
  }
  return { text: text.replace(join, (whole) => `${whole} AND j.id = (SELECT id FROM next)`), values };
}

/** `work` settled within `ms`, or rejected. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

// pg-boss keeps finished jobs in its job table this long, then archives them: the card counts this window.
const keepFinishedSeconds = 24 * 60 * 60;

/**
 * The hub's durable queue: pg-boss on the hub's own database. Jobs survive restarts and `kill -9` (a run that
 * never finished is tried again once its timeout passes), each is fetched by one worker across instances
 * (SKIP LOCKED), failures retry with backoff and end `failed` with the reason. Other parts declare a queue
 * and its handler with `work`, and add jobs with `send`.
 */
export async function createJobQueue(connection: QueueConnection, options: QueueOptions = {}) {
  const boss = new PgBoss({
    ...connection,
    ...("connectionString" in connection ? { max: 4 } : {}),
    schema: "pgboss",
    archiveCompletedAfterSeconds: keepFinishedSeconds,
    archiveFailedAfterSeconds: keepFinishedSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    // The hub's own schedules (cron of agent_behaviors.yaml) come from pg-boss's scheduler.
    schedule: true,
  });
  const log = options.log ?? console.error;
  boss.on("error", (err) => log(`[queue] ${err.message}`));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const db = boss.getDb();
  const workersOf = new Map<string, Set<WorkerLoop>>();
  const settingsOf = new Map<string, Required<QueueSettings>>();
  const running = new Map<string, AbortController>();
  let stopped = false;

  const settingsFor = (name: string) => {
    const settings = settingsOf.get(name);
    if (!settings) throw new Error(`queue ${name} was not defined`);
    return settings;
  };

  // pg-boss 10 reads `complete(name, id, data, options)`; its types' `(name, id, options)` form would hand the
  // options over as the job's output.
  const completeJob = (name: string, id: string, data: unknown, connection?: PgBoss.ConnectionOptions) =>
    (
      boss.complete as (name: string, id: string, data: unknown, options?: PgBoss.ConnectionOptions) => Promise<void>
    ).call(boss, name, id, data, connection);
  // Completions on their way (not awaited by the worker, as pg-boss's own workers do): a stop waits for them.
  const completing = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch((err: Error) => log(`[queue] completing a job failed: ${err.message}`));
    completing.add(settled);
    void settled.finally(() => completing.delete(settled));
  };

  // pg-boss's completion of a queue's job, read off pg-boss once per queue: only the job's id differs.
  const completions = new Map<string, string>();
  async function completionFor(name: string, id: string): Promise<QueueStatement> {
    let text = completions.get(name);
    if (text === undefined) {
      text = completionOf(await statementOf((through) => completeJob(name, id, null, { db: through }))).text;
      completions.set(name, text);
    }
    return { text, values: [id] };
  }

  /** Takes the next job of `name` (pg-boss's fetch, by itself or inside the worker's `claim`). */
  async function fetchNext<C>(
    name: string,
    options: WorkOptions<C>,
    fetch: QueueStatement | undefined,
  ): Promise<Claimed<C | undefined> | undefined> {
    if (options.claim && fetch) return options.claim(fetch);
    const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
    return job ? { job: job as FetchedJob, claimed: undefined } : undefined;
  }

  /**
   * Runs one job to its end (completed, failed, or back to the queue at a stop); answers the next job when the
   * handler's completion took it (`completeWith`).
   */
  async function runJob<C>(
    name: string,
    { job, claimed }: Claimed<C | undefined>,
    handler: JobHandler<object, C>,
    nextFetch: () => QueueStatement | undefined,
  ): Promise<Claimed<C> | undefined> {
    const settings = settingsFor(name);
    const controller = new AbortController();
    // Taken as the process stopped (by a completion on its way): it goes back at once.
    if (stopped) controller.abort({ cause: "shutdown" });
    running.set(job.id, controller);
    const timer = setTimeout(() => controller.abort({ cause: "timeout" }), settings.timeoutSeconds * 1000);
    let completed = false;
    /** The run is over for the worker (ended, or past its deadline). */
    let settled = false;
    let handed: Claimed<C> | undefined;
    const context: JobContext<object, C> = {
      id: job.id,
      data: job.data as object,
      signal: controller.signal,
      willRetry: job.retryCount < job.retryLimit,
      claimed,
      async completeWith(run) {
        const completion = await completionFor(name, job.id);
        // A handler still going after its deadline takes no next job: its worker has gone on without it.
        const { answer, next } = await run(completion, settled ? undefined : nextFetch());
        completed = true;
        handed = next;
        return answer;
      },
    };
    try {
      // A handler that ignores its aborted signal still lets the worker go on, as pg-boss's own workers do.
      const result = await withDeadline(handler(context), (settings.timeoutSeconds + 5) * 1000);
      if (!completed) track(completeJob(name, job.id, result));
    } catch (err) {
      if (completed) return handed;
      if (abortCauseOf(controller.signal) === "shutdown") {
        // Back to the queue at once, without spending a try: the process stopped, the job did not fail.
        await db.executeSql(
          `update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
           where name = $1 and id = $2 and state = 'active'`,
          [name, job.id],
        );
        return undefined;
      }
      if (err instanceof FinalJobFailure) {
        // pg-boss retries every failure while tries remain: spend them so this one is final.
        await db.executeSql(`update pgboss.job set retry_limit = retry_count where name = $1 and id = $2`, [
          name,
          job.id,
        ]);
      }
      await boss.fail(name, job.id, err as object);
    } finally {
      settled = true;
      clearTimeout(timer);
      running.delete(job.id);
    }
    return handed;
  }

  /**
   * One worker: takes a job, runs it, looks again at once (drains); idle, it waits a polling interval or a wake.
   * A job its last one's completion took is run next, even when the worker stops (it is already taken).
   */
  async function runWorker<C>(
    name: string,
    worker: WorkerLoop,
    handler: JobHandler<object, C>,
    options: WorkOptions<C>,
  ) {
    let notified = false;
    let endWait: (() => void) | undefined;
    worker.wake = () => {
      notified = true;
      endWait?.();
    };
    const fetch = options.claim
      ? fetchOf(await statementOf((through) => boss.fetch(name, { batchSize: 1, includeMetadata: true, db: through })))
      : undefined;
    // The next job's fetch for a completion to run, while the worker goes on.
    const nextFetch = () => (worker.stopping || stopped ? undefined : fetch);
    let handed: Claimed<C | undefined> | undefined;
    while (handed || (!worker.stopping && !stopped)) {
      notified = false;
      let next = handed;
      handed = undefined;
      if (!next) {
        try {
          next = await fetchNext(name, options, fetch);
        } catch (err) {
          log(`[queue] fetching a job of ${name} failed: ${(err as Error).message}`);
        }
      }
      if (next) {
        const { job } = next;
        handed = await runJob(name, next, handler, nextFetch).catch((err: Error) => {
          log(`[queue] ending job ${job.id} of ${name} failed: ${err.message}`);
          return undefined;
        });
        continue;
      }
      // A send while this fetch ran was not in its snapshot: look again rather than wait.
      if (notified || worker.stopping || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollingIntervalSeconds * 1000);
        function done() {
          clearTimeout(timer);
          endWait = undefined;
          resolve();
        }
        endWait = done;
      });
    }
  }

  return {
    /** Creates the queue (or updates its retry and timeout settings); every instance may call it. */
    async define(name: string, settings: QueueSettings = {}): Promise<void> {
      const full: Required<QueueSettings> = {
        retryLimit: settings.retryLimit ?? 2,
        retryDelaySeconds: settings.retryDelaySeconds ?? 2,
        retryBackoff: settings.retryBackoff ?? true,
        timeoutSeconds: settings.timeoutSeconds ?? 300,
      };
      settingsOf.set(name, full);
      const queue = {
        name,
        retryLimit: full.retryLimit,
        retryDelay: full.retryDelaySeconds,
        retryBackoff: full.retryBackoff,
        // pg-boss's own deadline is a little later than ours, so our abort (with its reason) comes first.
        expireInSeconds: full.timeoutSeconds + 5,
      };
      await retryOnDeadlock(async () => {
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else {
          try {
            await boss.createQueue(name, queue);
          } catch (err) {
            // Another instance created it between the look and the create.
            if (!(await boss.getQueue(name))) throw err;
          }
        }
      });
    },

    /**
     * Runs `handler` for the jobs of `name`, at most `concurrency` at once in this process. With `claim`, each
     * fetch runs inside the caller's own statement (see `WorkOptions`).
     */
    async work<T extends object, C = never>(
      name: string,
      concurrency: number,
      handler: JobHandler<T, C>,
      options: WorkOptions<C> = {},
    ): Promise<void> {
      settingsFor(name);
      const workers = workersOf.get(name) ?? new Set<WorkerLoop>();
      workersOf.set(name, workers);
      for (let i = 0; i < concurrency; i++) {
        const worker: WorkerLoop = { stopping: false, wake: () => undefined, done: Promise.resolve() };
        worker.done = runWorker(name, worker, handler as JobHandler<object, unknown>, options);
        workers.add(worker);
        void worker.done.finally(() => workers.delete(worker));
      }
    },

    /** Stops this process's workers of `name`: they take no new job (a running one finishes first). */
    async offWork(name: string): Promise<void> {
      for (const worker of workersOf.get(name) ?? []) {
        worker.stopping = true;
        worker.wake();
      }
      workersOf.delete(name);
    },

    /**
     * Adds a job (with `id`, under that uuid) and wakes this process's idle workers of that queue (pg-boss would
     * see it on its next poll). With `db`, pg-boss's insert runs through it (a caller's own connection, which
     * may write its rows in the same statement: see task-transitions.ts).
     */
    async send<T extends object>(
      name: string,
      data: T,
      options: { startAfterSeconds?: number; id?: string; db?: PgBoss.Db } = {},
    ) {
      if (stopped) throw new Error("the queue is stopped");
      const id = await boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.id ? { id: options.id } : {}),
        ...(options.db ? { db: options.db } : {}),
      });
      if (!id) throw new Error(`queue ${name} did not take the job`);
      for (const worker of workersOf.get(name) ?? []) worker.wake();
      return id;
    },

    /** Cancels a job that has not finished; one running in this process has its signal aborted. */
    async cancel(name: string, id: string): Promise<void> {
      await boss.cancel(name, id);
      running.get(id)?.abort({ cause: "cancelled" });
    },

    /** Aborts a job running in this process (the caller has already recorded why). */
    abortLocal(id: string, cause: AbortCause = "cancelled"): boolean {
      const controller = running.get(id);
      controller?.abort({ cause });
      return Boolean(controller);
    },

    /** A cron schedule of a queue (pg-boss sends one job per tick, once across instances). */
    async schedule(name: string, cron: string, data: object): Promise<void> {
      await retryOnDeadlock(() => boss.schedule(name, cron, data));
    },
    async unschedule(name: string): Promise<void> {
      await retryOnDeadlock(() => boss.unschedule(name));
    },

    /**
     * Jobs of every queue: pending = waiting or waiting to retry, processing = running now, completed and
     * failed = finished in the last 24 hours (older ones are archived).
     */
    async counts(): Promise<QueueCounts> {
      const { rows } = await db
        .executeSql(
          "select state::text as state, count(*)::int as n from pgboss.job where name not like '\\_\\_%' group by state",
          [],
        )
        .catch(asQueryError);
      const by = new Map((rows as { state: string; n: number }[]).map((row) => [row.state, Number(row.n)]));
      return {
        pending: (by.get("created") ?? 0) + (by.get("retry") ?? 0),
        processing: by.get("active") ?? 0,
        completed: by.get("completed") ?? 0,
        failed: by.get("failed") ?? 0,
      };
    },

    /**
     * Stops taking jobs; running ones are aborted and go back to the queue to run again. `unblock` runs once
     * they are aborted, for what a run may be waiting on that does not follow its signal (the gateway's calls
     * to a provider: an agent's model call is not tied to its caller), so that the run ends and puts its job
     * back instead of keeping it active until its timeout, minutes after a restart.
     */
    async stop(unblock?: () => Promise<void> | void): Promise<void> {
      if (stopped) return;
      stopped = true;
      const workers = [...workersOf.values()].flatMap((set) => [...set]);
      for (const worker of workers) worker.wake();
      for (const controller of running.values()) controller.abort({ cause: "shutdown" });
      // What a run may wait on without its signal is let go: the run ends, and its job goes back.
      if (running.size) await unblock?.();
      // The workers put their aborted jobs back; completions on their way land before the pool closes.
      await withDeadline(Promise.all([...workers.map((worker) => worker.done), ...completing]), 5000).catch(
        (err: Error) => log(`[queue] stopping: ${err.message}`),
      );
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
