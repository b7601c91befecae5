import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiJobs } from "../db/schema";
import type { EventBus } from "../live/event-bus";
import type { ActivityEntry, ActivityLog } from "../services/activity.service";
import type { StreamOutcome } from "./sse-meter";

export type JobKind = "chat" | "image" | "public_chat" | "embedding";

export interface JobResult {
  status: "completed" | "failed";
  tokens: number;
  error?: string;
}

/** How a relayed stream ended, as its job's result; the tokens produced count either way. */
export function streamJobResult(outcome: StreamOutcome, tokens: number): JobResult {
  if (outcome === "completed") return { status: "completed", tokens };
  return { status: "failed", tokens, error: outcome === "aborted" ? "client_closed" : "stream_failed" };
}

/** One AI request from receipt to its end: pending -> processing -> completed or failed. */
export interface JobHandle {
  /** The upstream call has started. */
  processing(): void;
  /** The request ended; later calls are ignored. */
  finish(result: JobResult): void;
}

export interface JobRecorder {
  /** Returns at once and never touches the database: the request's hot path stays free of writes. */
  start(kind: JobKind, model: string, customerId?: number): JobHandle;
  /** Stores every change so far (one write for all jobs) and announces it. */
  flush(): Promise<void>;
  /** A last flush; nothing is written after it. */
  close(): Promise<void>;
}

export interface JobRecorderOptions {
  /** How long a change may wait before it is written: the dashboard's delay, traded for one write per batch. */
  flushIntervalMs?: number;
  /** While the database refuses writes, memory stays bounded: past this many the oldest records are dropped. */
  maxQueuedJobs?: number;
  now?: () => number;
}

type JobRow = Omit<typeof aiJobs.$inferInsert, "id">;
/** What a step tells the activity log and the socket once the job has its id. */
/** `announce` goes to every socket client: none for a customer's jobs. */
type Note = (id: number) => { announce?: string; activity?: ActivityEntry };

interface Job {
  id: number | undefined;
  row: JobRow;
  notes: Note[];
}

const label: Record<JobKind, string> = {
  chat: "Chat",
  image: "Image",
  public_chat: "Public API chat",
  embedding: "Embedding",
};
const maxRetryDelayMs = 5_000;
// 9 parameters a row: 500 rows stay far below PostgreSQL's 65,535 parameters per statement.
const maxJobsPerStatement = 500;

/**
 * Records every AI request as a job (the dashboard's queue counts and interactions), logs its outcome in
 * the activity log and announces each step on the socket as `agent_activity`.
 *
 * Steps are kept in memory and written in batches: on the embedded database every write runs on the
 * request's own thread, and four writes per request cost more than the whole proxy. A request that ends
 * within one interval is written once, already finished; a longer one is written as pending or processing
 * and updated when it ends. A failed write is retried and never fails a request; while the database keeps
 * refusing, the queue is capped (maxQueuedJobs).
 */
export function createJobRecorder(
  db: Database,
  activity: ActivityLog,
  bus: EventBus,
  options: JobRecorderOptions = {},
): JobRecorder {
  const intervalMs = options.flushIntervalMs ?? 100;
  const now = options.now ?? Date.now;
  const maxQueuedJobs = options.maxQueuedJobs ?? 50_000;
  let dropping = false;
  const dirty = new Set<Job>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryDelayMs = intervalMs;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const schedule = (delayMs: number) => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    // A pending flush must not keep a finished process alive; close() writes what is left.
    timer.unref?.();
  };
  const touch = (job: Job) => {
    if (!dirty.has(job) && dirty.size >= maxQueuedJobs) {
      const oldest = dirty.values().next().value;
      if (oldest) dirty.delete(oldest);
      if (!dropping)
        console.error("[gateway] the database has not taken AI job records for a while; dropping the oldest");
      dropping = true;
    }
    dirty.add(job);
    schedule(intervalMs);
  };

  async function write() {
    // What was waiting when the flush began, in statements of up to maxJobsPerStatement. What changes meanwhile
    // waits for the next interval (touch scheduled it): looping on it wrote busy hours' jobs two or three times
    // each (pending, then processing, then finished), a write every few milliseconds instead of one a batch.
    for (let waiting = dirty.size; waiting > 0 && dirty.size > 0; waiting -= maxJobsPerStatement) {
      if (!(await writeBatch())) return;
    }
  }

  /** Stores up to maxJobsPerStatement jobs; false when the database refused them (they wait for a retry). */
  async function writeBatch(): Promise<boolean> {
    const batch: { job: Job; row: JobRow; notes: Note[] }[] = [];
    for (const job of dirty) {
      if (batch.length === maxJobsPerStatement) break;
      batch.push({ job, row: { ...job.row }, notes: job.notes.splice(0) });
    }
    for (const { job } of batch) dirty.delete(job);
    let ids: number[];
    try {
      const rows = await db
        .insert(aiJobs)
        // A job already written carries its id, so the same statement updates it; new ones take the default.
        .values(batch.map(({ job, row }) => (job.id === undefined ? row : { ...row, id: job.id })))
        .onConflictDoUpdate({
          target: aiJobs.id,
          set: {
            status: sql`excluded.status`,
            tokens: sql`excluded.tokens`,
            latencyMs: sql`excluded.latency_ms`,
            error: sql`excluded.error`,
            finishedAt: sql`excluded.finished_at`,
          },
        })
        // PostgreSQL returns the rows of a VALUES list in its order (Django's bulk_create relies on it too).
        .returning({ id: aiJobs.id });
      if (rows.length !== batch.length) throw new Error(`stored ${rows.length} of ${batch.length} jobs`);
      ids = rows.map((row) => row.id);
      retryDelayMs = intervalMs;
      dropping = false;
    } catch (err) {
      console.error(`[gateway] could not record ${batch.length} AI job(s), retrying:`, err);
      // Back at the front, in their order, so ids keep following the order requests arrived in.
      const newer = [...dirty];
      dirty.clear();
      for (const { job, notes } of batch) {
        job.notes.unshift(...notes);
        dirty.add(job);
      }
      for (const job of newer) dirty.add(job);
      retryDelayMs = Math.min(retryDelayMs * 2, maxRetryDelayMs);
      schedule(retryDelayMs);
      return false;
    }
    const told = batch.flatMap(({ job, notes }, i) => {
      const id = ids[i] as number;
      job.id = id;
      return notes.map((note) => note(id));
    });
    try {
      await activity.recordMany(told.flatMap((t) => (t.activity ? [t.activity] : [])));
    } catch (err) {
      console.error("[gateway] could not log the outcome of AI jobs:", err);
    }
    for (const t of told) {
      if (t.announce !== undefined) bus.publish("agent_activity", { agentId: "agent-zero", activity: t.announce });
    }
    return true;
  }

  function flush(): Promise<void> {
    // A bug in a write must not reject every later flush (nor the timer's, unhandled).
    writing = writing.then(write).catch((err: unknown) => console.error("[gateway] recording AI jobs failed:", err));
    return writing;
  }

  return {
    flush,
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      closed = true;
      await flush();
    },
    start(kind, model, customerId) {
      const startedAt = now();
      const job: Job = {
        id: undefined,
        row: {
          kind,
          status: "pending",
          model,
          customerId: customerId ?? null,
          tokens: 0,
          latencyMs: null,
          error: null,
          createdAt: new Date(startedAt),
          finishedAt: null,
        },
        notes: [],
      };
      touch(job);
      return {
        processing() {
          if (job.row.status !== "pending") return;
          job.row.status = "processing";
          if (customerId === undefined) {
            job.notes.push((id) => ({ announce: `${label[kind]} request ${id} sent to ${model}` }));
          }
          touch(job);
        },
        finish(result) {
          if (job.row.status === "completed" || job.row.status === "failed") return;
          const latencyMs = now() - startedAt;
          Object.assign(job.row, {
            status: result.status,
            tokens: result.tokens,
            latencyMs,
            error: result.error ?? null,
            finishedAt: new Date(startedAt + latencyMs),
          });
          const done = result.status === "completed";
          const description = done
            ? `${label[kind]} with ${model} completed (${result.tokens} tokens, ${latencyMs} ms)`
            : `${label[kind]} with ${model} failed: ${result.error ?? "unknown error"}`;
          // A customer's chats and their tokens are the customer's business: logged for the admin, not announced.
          job.notes.push((id) => ({
            ...(customerId === undefined ? { announce: description } : {}),
            activity: {
              actionType: `${kind === "image" ? "image" : "chat"}_${done ? "completed" : "failed"}`,
              description,
              details: {
                jobId: id,
                model,
                tokens: result.tokens,
                latencyMs,
                ...(customerId === undefined ? {} : { customerId }),
              },
            },
          }));
          touch(job);
        },
      };
    },
  };
}
