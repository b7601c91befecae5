/**
 * Where indexing work goes. The inline queue runs it at once (the upload answers with the chunk count); a
 * durable queue (pg-boss) implements the same two calls: `enqueue` sends a job whose worker calls `run`.
 */
export interface IndexingQueue {
  enqueue(documentId: number): Promise<void>;
  /** Waits until what was enqueued so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function createInlineIndexingQueue(run: (documentId: number) => Promise<void>): IndexingQueue {
  return {
    enqueue: (documentId) => run(documentId),
    idle: async () => undefined,
  };
}
