import PgBoss from "pg-boss";
import { QueueQueryError } from "../db/database-unavailable";

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

export interface JobContext<T> {
  id: string;
  data: T;
  /** Aborted on timeout, on cancel and when the process stops (the job then goes back to the queue). */
  signal: AbortSignal;
  /** Whether a failure of this run is tried again. */
  willRetry: boolean;
}
export type JobHandler<T> = (job: JobContext<T>) => Promise<unknown>;

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

/**
 * Runs a change of pg-boss's own tables (a queue's creation, a schedule) again when PostgreSQL broke a
 * deadlock by failing it (SQLSTATE 40P01): instances starting together define the same queues at once.
 */
async function retryOnDeadlock<T>(change: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (err) {
      if ((err as { code?: unknown }).code !== "40P01" || attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
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
  boss.on("error", (err) => (options.log ?? console.error)(`[queue] ${err.message}`));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const db = boss.getDb();
  const workersOf = new Map<string, string[]>();
  const settingsOf = new Map<string, Required<QueueSettings>>();
  const running = new Map<string, AbortController>();
  let stopped = false;

  const settingsFor = (name: string) => {
    const settings = settingsOf.get(name);
    if (!settings) throw new Error(`queue ${name} was not defined`);
    return settings;
  };

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

    /** Runs `handler` for the jobs of `name`, at most `concurrency` at once in this process. */
    async work<T extends object>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
      const settings = settingsFor(name);
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        const options = { batchSize: 1, pollingIntervalSeconds, includeMetadata: true as const };
        let id = "";
        id = await boss.work<T>(name, options, async ([job]) => {
          if (!job) return;
          // A worker that found a job looks again at once (pg-boss would wait a polling interval): drain.
          boss.notifyWorker(id);
          const controller = new AbortController();
          running.set(job.id, controller);
          const timer = setTimeout(() => controller.abort({ cause: "timeout" }), settings.timeoutSeconds * 1000);
          try {
            return await handler({
              id: job.id,
              data: job.data,
              signal: controller.signal,
              willRetry: job.retryCount < job.retryLimit,
            });
          } catch (err) {
            if (abortCauseOf(controller.signal) === "shutdown") {
              // Back to the queue at once, without spending a try: the process stopped, the job did not fail.
              // (pg-boss's own completion of this run then finds it no longer active and leaves it.)
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
            throw err;
          } finally {
            clearTimeout(timer);
            running.delete(job.id);
          }
        });
        ids.push(id);
      }
      workersOf.set(name, [...(workersOf.get(name) ?? []), ...ids]);
    },

    /** Stops this process's workers of `name` (a running job finishes first). */
    async offWork(name: string): Promise<void> {
      for (const id of workersOf.get(name) ?? []) await boss.offWork({ id });
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
      for (const worker of workersOf.get(name) ?? []) boss.notifyWorker(worker);
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

    /** Stops taking jobs; running ones are aborted and go back to the queue to run again. */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      for (const controller of running.values()) controller.abort({ cause: "shutdown" });
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
