import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Tasks given to agents; the queue's job carries only the id, this row is the truth of the run. */
export const agentTasks = pgTable(
  "agent_tasks",
  {
    id: text("id").primaryKey(),
    agentId: text("agent_id").notNull(),
    instruction: text("instruction").notNull(),
    status: text("status").notNull(),
    result: text("result"),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    workflowId: integer("workflow_id"),
    /** The queue's job of the task (cancel reaches it by this id). */
    jobId: text("job_id"),
    /** The customer who pays for its model calls; null = the hub (an administrator started it). */
    customerId: integer("customer_id"),
    tokens: integer("tokens").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("agent_tasks_agent_created").on(table.agentId, table.createdAt),
    // An agent's running tasks (its status after a run) are found without reading all its tasks.
    index("agent_tasks_agent_running").on(table.agentId).where(sql`${table.status} in ('running', 'waiting_approval')`),
  ],
);

/**
 * The tokens an agent's steps spent per UTC day, kept with every step that spends (its daily budget is read
 * from a few rows when a try begins, not summed over the day's steps, which grew with every task). A day is
 * a few rows (`slot`, by task: task-store.ts `addToAgentDay`), so the agent's runs on several instances do not
 * queue for one row's lock; the day's tokens are their sum.
 */
export const agentTokenDays = pgTable(
  "agent_token_days",
  {
    agentId: text("agent_id").notNull(),
    day: date("day").notNull(),
    slot: smallint("slot").notNull().default(0),
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.slot] })],
);

/** Every step of every run: model calls, skill calls with their input and output, approvals, notes. */
export const agentTaskSteps = pgTable(
  "agent_task_steps",
  {
    id: serial("id").primaryKey(),
    taskId: text("task_id")
      .notNull()
      .references(() => agentTasks.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull(),
    input: jsonb("input"),
    output: jsonb("output"),
    tokens: integer("tokens").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("agent_task_steps_task").on(table.taskId, table.id)],
);

/** Skill calls of apps with a sensitive permission, waiting for (or decided by) an administrator. */
export const skillApprovals = pgTable(
  "skill_approvals",
  {
    id: serial("id").primaryKey(),
    taskId: text("task_id")
      .notNull()
      .references(() => agentTasks.id, { onDelete: "cascade" }),
    agentId: text("agent_id").notNull(),
    appId: text("app_id").notNull(),
    skillName: text("skill_name").notNull(),
    input: jsonb("input"),
    permissions: jsonb("permissions").$type<string[]>().notNull(),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [index("skill_approvals_status").on(table.status, table.id)],
);

/** Saved workflows: ordered skill steps, run as a task of their agent. */
export const workflows = pgTable("workflows", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  agentId: text("agent_id").notNull(),
  steps: jsonb("steps").$type<{ appId: string; skillName: string; input: Record<string, unknown> }[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
