import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { JobQueue } from "../queue/job-queue";

/**
 * Where indexing work goes. The upload answers at once with the document `queued`; a worker chunks it,
 * embeds its passages and marks it `ready` (or `failed`, after its retries). The durable queue is the
 * agents' pg-boss queue, so indexing survives a restart and spreads over instances; the inline one runs
 * the work before `enqueue` returns (unit tests of the store, the bench's bulk load).
 */
export interface IndexingQueue {
  start(): Promise<void>;
  /** Queues documents, each indexed in turn by one job (a restart's backlog goes in a few jobs, not hundreds). */
  enqueue(documentIds: readonly number[]): Promise<void>;
  /** Resolves once no document waits or is being indexed (tests, the bench); rejects after `timeoutMs`. */
  idle(timeoutMs?: number): Promise<void>;
}

/** What a queued run does with one document; `final` says no try is left when it fails. */
export type IndexDocument = (documentId: number, attempt: { final: boolean }) => Promise<void>;

export function createInlineIndexingQueue(run: IndexDocument): IndexingQueue {
  return {
    start: async () => undefined,
    async enqueue(documentIds) {
      for (const id of documentIds) await run(id, { final: true }).catch(() => undefined);
    },
    idle: async () => undefined,
  };
}

/** Documents per job at most: a job is a unit of retry and of the 600 s timeout. */
const jobSize = 25;

/** The queue of indexing jobs; one per hub, shared by its instances. */
export const indexingQueueName = "knowledge-index";

export function createDurableIndexingQueue(
  jobs: JobQueue,
  db: Database,
  options: { concurrency?: number | undefined } = {},
): (run: IndexDocument) => IndexingQueue {
  return (run) => ({
    async start() {
      // An embeddings provider that is briefly away gets three tries, a few seconds apart, growing.
      await jobs.define(indexingQueueName, { retryLimit: 2, retryDelaySeconds: 3, timeoutSeconds: 600 });
      await jobs.work<{ documentIds: number[] }>(indexingQueueName, options.concurrency ?? 1, async (job) => {
        // Every document gets its try; the job fails (and is tried again) if any of them did.
        let failure: unknown;
        for (const id of job.data.documentIds) {
          if (job.signal.aborted) throw job.signal.reason;
          await run(id, { final: !job.willRetry }).catch((err: unknown) => {
            failure ??= err;
          });
        }
        if (failure) throw failure;
      });
    },
    async enqueue(documentIds) {
      for (let start = 0; start < documentIds.length; start += jobSize) {
        await jobs.send(indexingQueueName, { documentIds: documentIds.slice(start, start + jobSize) });
      }
    },
    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const result = (await db.execute(
          sql`select count(*)::int as n from storage_documents where index_status in ('queued', 'indexing')`,
        )) as { rows: { n: number }[] };
        if (!Number(result.rows[0]?.n)) return;
        if (Date.now() > until) throw new Error(`indexing did not finish within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  });
}
