import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiJobs } from "../db/schema";
import type { EventBus } from "../live/event-bus";
import type { ActivityLog } from "../services/activity.service";

export type JobKind = "chat" | "image" | "public_chat";

export interface JobResult {
  status: "completed" | "failed";
  tokens: number;
  error?: string;
}

/** One AI request from receipt to its end: pending -> processing -> completed or failed. */
export interface JobHandle {
  processing(): Promise<void>;
  finish(result: JobResult): Promise<void>;
}

export interface JobRecorder {
  /** Returns at once: the writes run behind the request, in order, so recording adds no latency. */
  start(kind: JobKind, model: string, customerId?: number): JobHandle;
}

const label: Record<JobKind, string> = { chat: "Chat", image: "Image", public_chat: "Public API chat" };

/**
 * Records every AI request as a job (the dashboard's queue counts and interactions), logs its outcome in
 * the activity log and announces each step on the socket as `agent_activity`.
 */
export function createJobRecorder(db: Database, activity: ActivityLog, bus: EventBus, now = Date.now): JobRecorder {
  return {
    start(kind, model, customerId) {
      const startedAt = now();
      // Each step waits for the one before; a failed write is logged and never fails the request.
      let chain: Promise<number | undefined> = db
        .insert(aiJobs)
        .values({ kind, status: "pending", model, customerId: customerId ?? null })
        .returning({ id: aiJobs.id })
        .then(([row]) => row?.id)
        .catch((err: unknown) => {
          console.error("[gateway] could not record an AI job:", err);
          return undefined;
        });
      const step = (write: (id: number) => Promise<unknown>) => {
        const next = chain.then(async (id) => {
          if (id !== undefined) await write(id);
          return id;
        });
        chain = next.catch((err: unknown) => {
          console.error("[gateway] could not record an AI job:", err);
          return undefined;
        });
        return chain.then(() => undefined);
      };
      const announce = (text: string) => bus.publish("agent_activity", { agentId: "agent-zero", activity: text });
      return {
        processing: () =>
          step(async (id) => {
            await db.update(aiJobs).set({ status: "processing" }).where(eq(aiJobs.id, id));
            announce(`${label[kind]} request ${id} sent to ${model}`);
          }),
        finish(result) {
          const latencyMs = now() - startedAt;
          return step(async (id) => {
            await db
              .update(aiJobs)
              .set({
                status: result.status,
                tokens: result.tokens,
                latencyMs,
                error: result.error ?? null,
                finishedAt: new Date(startedAt + latencyMs),
              })
              .where(eq(aiJobs.id, id));
            const done = result.status === "completed";
            const what = kind === "image" ? "image" : "chat";
            const description = done
              ? `${label[kind]} with ${model} completed (${result.tokens} tokens, ${latencyMs} ms)`
              : `${label[kind]} with ${model} failed: ${result.error ?? "unknown error"}`;
            await activity.record(`${what}_${done ? "completed" : "failed"}`, description, {
              jobId: id,
              model,
              tokens: result.tokens,
              latencyMs,
            });
            announce(description);
          });
        },
      };
    },
  };
}
