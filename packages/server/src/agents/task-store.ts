import { randomUUID } from "node:crypto";
import type { Task, TaskStatus, TaskStep, TaskSummary } from "@hub-of-minds/core";
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { agentTaskSteps, agentTasks, agentTokenDays } from "../db/schema";

type TaskRow = typeof agentTasks.$inferSelect;
type StepRow = typeof agentTaskSteps.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toTaskSummary = (row: TaskRow): TaskSummary => ({
  id: row.id,
  agentId: row.agentId,
  instruction: row.instruction,
  status: row.status as TaskStatus,
  result: row.result,
  error: row.error ?? null,
  workflowId: row.workflowId,
  tokens: row.tokens,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

const toStep = (row: StepRow): TaskStep => ({
  seq: row.seq,
  attempt: row.attempt,
  kind: row.kind as TaskStep["kind"],
  name: row.name,
  status: row.status as TaskStep["status"],
  input: row.input ?? null,
  output: row.output ?? null,
  tokens: row.tokens,
  durationMs: row.durationMs,
  at: row.createdAt.toISOString(),
});

export type NewStep = Omit<TaskStep, "seq" | "at" | "attempt">;

/** Rows an agent's day is kept in: a task's tokens go to one (by its id), so runs of the agent rarely share one. */
export const agentDaySlots = 8;

/**
 * Adds a step's tokens to its agent's day (agent_token_days, by the database's UTC date, in the slot of the task
 * `taskId`): one statement of a CTE, beside the step's own insert. Nothing when the step spent nothing. `after`
 * is a CTE read first (a lock the statement takes before this row's). One row a day for all the agent's tasks
 * was locked by every task's end until its commit: two instances' runs of the agent waited on each other.
 */
export const addToAgentDay = (agentId: SQL, tokens: number | Placeholder, taskId: SQL, after?: SQL) => sql`
  insert into ${agentTokenDays} (agent_id, day, slot, tokens)
  select ${agentId}, (now() at time zone 'utc')::date, hashtext(${taskId}) & ${sql.raw(String(agentDaySlots - 1))},
    ${tokens}
  where ${tokens}::int <> 0 ${after ? sql`and (select count(*) from ${after}) >= 0` : sql``}
  on conflict (agent_id, day, slot) do update set tokens = ${agentTokenDays.tokens} + excluded.tokens`;

/** Tasks and their steps in the database: the one record of every run, read by every instance. */
export function createTaskStore(db: Database) {
  return {
    /** A new queued task; with an `id` already stored (a scheduled job tried again) it is kept as it is. */
    async create(task: {
      id?: string;
      agentId: string;
      instruction: string;
      workflowId?: number;
      customerId?: number;
      jobId?: string;
    }) {
      const [row] = await db
        .insert(agentTasks)
        .values({
          id: task.id ?? randomUUID(),
          jobId: task.jobId ?? null,
          agentId: task.agentId,
          instruction: task.instruction,
          status: "queued",
          workflowId: task.workflowId ?? null,
          customerId: task.customerId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const existing = task.id ? await this.row(task.id) : undefined;
      if (!existing) throw new Error("the task was not stored");
      return existing;
    },

    async row(id: string): Promise<TaskRow | undefined> {
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, id));
      return row;
    },

    async get(id: string): Promise<Task | undefined> {
      const row = await this.row(id);
      if (!row) return undefined;
      const steps = await db
        .select()
        .from(agentTaskSteps)
        .where(eq(agentTaskSteps.taskId, id))
        .orderBy(asc(agentTaskSteps.id));
      return { ...toTaskSummary(row), steps: steps.map(toStep) };
    },

    async latest(agentId: string, limit = 20): Promise<TaskSummary[]> {
      const rows = await db
        .select()
        .from(agentTasks)
        .where(eq(agentTasks.agentId, agentId))
        .orderBy(desc(agentTasks.createdAt))
        .limit(limit);
      return rows.map(toTaskSummary);
    },

    /** Sets a status unless the task already ended (a cancel wins over a late step). */
    async setStatus(id: string, status: TaskStatus): Promise<boolean> {
      const rows = await db
        .update(agentTasks)
        .set({ status })
        .where(and(eq(agentTasks.id, id), inArray(agentTasks.status, ["queued", "running", "waiting_approval"])))
        .returning({ id: agentTasks.id });
      return rows.length > 0;
    },

    /** Ends a task once: completed with a result, or failed/cancelled with the reason. */
    async finish(
      id: string,
      end: { status: "completed"; result: string } | { status: "failed" | "cancelled"; code: string; message: string },
    ): Promise<boolean> {
      const rows = await db
        .update(agentTasks)
        .set({
          status: end.status,
          result: end.status === "completed" ? end.result : null,
          error: end.status === "completed" ? null : { code: end.code, message: end.message },
          finishedAt: new Date(),
        })
        .where(and(eq(agentTasks.id, id), inArray(agentTasks.status, ["queued", "running", "waiting_approval"])))
        .returning({ id: agentTasks.id });
      return rows.length > 0;
    },

    /** Records a step of the current try and adds its tokens to the task's (one statement). */
    async addStep(id: string, attempt: number, step: NewStep): Promise<TaskStep> {
      // PostgreSQL runs a data-modifying CTE whether or not the statement reads it.
      const counted = db
        .$with("counted", { id: sql<string>`id` })
        .as(
          sql`update ${agentTasks} set tokens = ${agentTasks.tokens} + ${step.tokens} where ${agentTasks.id} = ${id} and ${step.tokens}::int <> 0 returning ${agentTasks.id}`,
        );
      const daily = db
        .$with("daily", { n: sql<number>`n` })
        .as(
          sql`${addToAgentDay(sql`(select ${agentTasks.agentId} from ${agentTasks} where ${agentTasks.id} = ${id})`, step.tokens, sql`${id}`)} returning 1 as n`,
        );
      const [row] = await db
        .with(counted, daily)
        .insert(agentTaskSteps)
        .values({
          taskId: id,
          attempt,
          seq: sql`(select count(*) from ${agentTaskSteps} where ${agentTaskSteps.taskId} = ${id})`,
          kind: step.kind,
          name: step.name,
          status: step.status,
          input: step.input ?? null,
          output: step.output ?? null,
          tokens: step.tokens,
          durationMs: step.durationMs,
        })
        .returning();
      if (!row) throw new Error("the step was not stored");
      return toStep(row);
    },

    async countSkillCalls(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentTaskSteps)
        .where(eq(agentTaskSteps.kind, "tool"));
      return Number(row?.n ?? 0);
    },
  };
}
export type TaskStore = ReturnType<typeof createTaskStore>;
