import type { Agent, RecentAction } from "@hub-of-minds/core";
import { type SQL, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { type Database, preparedStatement } from "../db/database";
import { retryOnDeadlock } from "../db/deadlock-retry";
import { type FetchedJob, type QueueStatement, withLiterals } from "../queue/job-queue";
import type { ActivityEntry } from "../services/activity.service";
import { type AgentJson, rest, runningTask, toAgent, unrested } from "./agent-status";
import { addToAgentDay, type NewStep } from "./task-store";

/** What a try needs when it begins, read by the statement that begins it. */
export interface BegunTry {
  instruction: string;
  customerId: number | null;
  workflowId: number | null;
  /** This try's number (attempts after the begin). */
  attempts: number;
  /** Tokens the task spent in earlier tries. */
  tokens: number;
  /** The apps the paying customer (or the hub's own customer) has installed and active. */
  apps: string[];
  /** Tokens the agent's tasks spent since the start of the UTC day (the database's clock, as the steps are counted). */
  spentToday: number;
  /** The agent as shown now (processing this task), to announce; absent when the agents table has no such row. */
  agent: Agent | undefined;
}

/** How a try ends for good: completed with a result, or failed with the reason. */
export type TryEnd = { status: "completed"; result: string } | { status: "failed"; code: string; message: string };

export interface EndedTry {
  /** False when the task had already ended (a cancel on another instance won). */
  ended: boolean;
  /** The activity entry written, to announce (none when the task had already ended). */
  action: (RecentAction & { details: unknown }) | undefined;
  /** The agent as shown now, to announce (none when the next try began with this end: that try announces it). */
  agent: Agent | undefined;
  /** With `next`: the job fetched by this end and its try, begun (null when its task had already ended). */
  next?: { job: FetchedJob; claimed: BegunTry | null } | undefined;
}

const active = sql`('queued', 'running', 'waiting_approval')`;

/** An activity_log row as JSON (row_to_json), as the API and the socket show it. */
const actionOf = (logged: Record<string, unknown> | null | undefined) =>
  logged
    ? {
        id: String(logged.id),
        description: String(logged.description),
        timestamp: new Date(String(logged.created_at)).toISOString(),
        actionType: String(logged.action_type),
        details: logged.details,
      }
    : undefined;

/** A named value of a statement built once (`preparedStatement`), given at each run. */
const p = (name: string) => sql.placeholder(name);

/** One of pg-boss's statements as a part of ours, its `$n` the placeholders `<prefix><n>` (`queueValuesOf`). */
function queueStatementSql({ text }: QueueStatement, prefix: string): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${p(`${prefix}${part}`)}`)));
}

/**
 * The values of `queueStatementSql`'s placeholders: an array (pg-boss's ids) is one array parameter; the job's
 * data, an object, goes as JSON text, which `$3::jsonb` reads on both drivers.
 */
function queueValuesOf({ values }: QueueStatement, prefix: string): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  values.forEach((value, index) => {
    named[`${prefix}${index + 1}`] =
      value !== null && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value) : (value ?? null);
  });
  return named;
}

// The job insert's parameters that differ between tasks: the job's id ($1) and data ($3).
const jobInsertParams = new Set([1, 3]);

/**
 * pg-boss's job insert (pg-boss 10's `insertJob`: `INSERT INTO ... SELECT ... RETURNING id`, parameters $1..$19)
 * as a part of our own statement, its RETURNING left for ours. Any other shape is refused: an upgrade of pg-boss
 * that changed it must be looked at, not half-run. Only the job's id ($1) and data ($3) stay parameters: the
 * rest (the queue's name and settings) are the same for every task of an agent, and written in they let
 * PostgreSQL keep one plan for the statement instead of planning it at every task (~0.4 ms).
 */
function ownJobInsert(text: string, values: readonly unknown[]): QueueStatement {
  const ending = /\bRETURNING id\s*$/i.exec(text);
  if (!/^\s*INSERT INTO \S+\.job\b/i.test(text) || !ending || values.length !== 19) {
    throw new Error("pg-boss's job insert changed shape; task-transitions.ts extends it");
  }
  return withLiterals({ text: text.slice(0, ending.index), values }, jobInsertParams);
}

type BeginRow = {
  began: {
    instruction: string;
    customer_id: number | null;
    workflow_id: number | null;
    attempts: number;
    tokens: number;
  } | null;
  apps: string[] | null;
  spent_today: number;
  agent: AgentJson | null;
};

/**
 * The statement that starts a try of the task `taskId` names: the task running, the installed apps and the
 * day's tokens read, and the agent as shown now (processing it: agent-status.ts `liveAgents`). With `job`
 * (pg-boss's fetch), the task is the fetched job's.
 */
const beginning = (taskId: SQL, job?: SQL) => sql`
  with ${job ? sql`job as (${job}),` : sql``}
  began as (${beginTask(taskId)}),
  working as (
    select id, name, type, 'processing' as status, (select instruction from began) as current_task
    from agents where id = ${p("agentId")} and exists (select 1 from began)
  )
  select ${job ? sql`(select row_to_json(j) from job j) as job,` : sql``}
    (select row_to_json(b) from began b) as began, ${installedApps} as apps,
    ${spentToday} as spent_today, (select row_to_json(w) from working w) as agent`;

/** The task running (one more try), unless it already ended; `began` in the statements that start a try. */
const beginTask = (taskId: SQL) => sql`
  update agent_tasks
  set status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()), error = null
  where id = ${taskId} and status in ${active}
  returning instruction, customer_id, workflow_id, attempts, tokens`;

/** The apps the paying customer of the begun task (or `appsOf`) has installed and active. */
const installedApps = sql`(select array_agg(app_id order by app_id) from customer_apps
  where customer_id = coalesce((select customer_id from began), ${p("appsOf")}::int) and is_active)`;

/** The tokens the agent (`agentId`) spent since the start of the UTC day (all the day's slots). */
const spentToday = sql`(select coalesce(sum(tokens), 0)::int from agent_token_days
  where agent_id = ${p("agentId")} and day = (now() at time zone 'utc')::date)`;

const begunTryOf = (row: BeginRow | undefined): BegunTry | undefined =>
  row?.began
    ? {
        instruction: row.began.instruction,
        customerId: row.began.customer_id === null ? null : Number(row.began.customer_id),
        workflowId: row.began.workflow_id === null ? null : Number(row.began.workflow_id),
        attempts: Number(row.began.attempts),
        tokens: Number(row.began.tokens),
        apps: row.apps ?? [],
        spentToday: Number(row.spent_today),
        agent: toAgent(row.agent),
      }
    : undefined;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Statement shapes `createTaskTransitions` keeps built (a few per agent queue). */
const maxShapes = 256;

/**
 * A task's two busiest moments as one statement each: a run waits on one round trip to begin (the task
 * running, the installed apps and the day's tokens read) and one to end (its last step, the result, the
 * activity entry, the agent's resting status when it changes). PostgreSQL runs every data-modifying CTE of a
 * statement in one snapshot, atomically: the rows change together or not at all. The agent is shown
 * processing from its running tasks (agent-status.ts `liveAgents`), not written at each task.
 */
export function createTaskTransitions(db: Database) {
  /**
   * Statements built once per shape (pg-boss's parts are the same for every task of a queue), run with each
   * call's values, and tried again after a deadlock: an end may write the agent's row and a slot of its day's
   * tokens, which every instance's workers share (a queueing shares none, and a retry of its rolled-back
   * insert is harmless).
   */
  const statements = new Map<string, (values: Record<string, unknown>) => Promise<unknown[]>>();
  function run<T>(shape: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
    let statement = statements.get(shape);
    if (!statement) {
      // A shape per agent queue and variant; a bound all the same, should pg-boss's parts ever vary by call.
      if (statements.size >= maxShapes) statements.delete(statements.keys().next().value as string);
      statement = preparedStatement<unknown>(db, build());
      statements.set(shape, statement);
    }
    const prepared = statement;
    return retryOnDeadlock(() => prepared(values)) as Promise<T[]>;
  }

  return {
    /**
     * Queues a task: its row, its activity entry and its job (pg-boss's own insert, handed over by `send`)
     * in one statement, so a task never exists without its job nor a job without its task.
     */
    async queue(
      task: { id: string; agentId: string; instruction: string; workflowId?: number; customerId?: number },
      activity: ActivityEntry,
      send: (db: PgBoss.Db) => Promise<string>,
    ): Promise<{ createdAt: Date; action: (RecentAction & { details: unknown }) | undefined }> {
      let answer: { created_at: string | Date; action: Record<string, unknown> | null } | undefined;
      const through: PgBoss.Db = {
        async executeSql(text, values = []) {
          const jobInsert = ownJobInsert(text, values);
          const found = await run<{ id: string; created_at: string | Date; action: Record<string, unknown> | null }>(
            `queue\u0000${jobInsert.text}`,
            () => sql`
            with task as (
              insert into agent_tasks (id, job_id, agent_id, instruction, status, workflow_id, customer_id)
              values (${p("taskId")}, ${p("taskId")}, ${p("agentId")}, ${p("instruction")}, 'queued',
                ${p("workflowId")}::int, ${p("customerId")}::int)
              returning created_at
            ),
            logged as (
              insert into activity_log (action_type, description, details)
              values (${p("actionType")}, ${p("description")}, ${p("details")}::jsonb)
              returning id, action_type, description, details, created_at
            )
            ${queueStatementSql(jobInsert, "job")}
            returning id, (select created_at from task) as created_at, (select row_to_json(l) from logged l) as action`,
            {
              taskId: task.id,
              agentId: task.agentId,
              instruction: task.instruction,
              workflowId: task.workflowId ?? null,
              customerId: task.customerId ?? null,
              actionType: activity.actionType,
              description: activity.description,
              details: json(activity.details),
              ...queueValuesOf(jobInsert, "job"),
            },
          );
          answer = found[0];
          return { rows: found };
        },
      };
      await send(through);
      if (!answer) throw new Error("the task was not stored");
      return { createdAt: new Date(answer.created_at), action: actionOf(answer.action) };
    },

    /** Starts a try: answers nothing (and changes nothing) when the task already ended. */
    async begin(taskId: string, agentId: string, appsOf: number): Promise<BegunTry | undefined> {
      const [row] = await run<BeginRow>("begin", () => beginning(sql`${p("taskId")}`), { taskId, agentId, appsOf });
      return begunTryOf(row);
    },

    /**
     * Takes the agent's next job (pg-boss's fetch, handed over by the queue) and starts the try of its task in
     * the same statement: a worker waits on one round trip between its tasks' runs, not two. `claimed` is null
     * when the job's task had already ended, and for a scheduled job (its task is made by the handler).
     */
    async claim(
      fetch: QueueStatement,
      agentId: string,
      appsOf: number,
    ): Promise<{ job: FetchedJob; claimed: BegunTry | null } | undefined> {
      const [row] = await run<BeginRow & { job: FetchedJob | null }>(
        `claim\u0000${fetch.text}`,
        () => beginning(sql`(select data->>'taskId' from job)`, queueStatementSql(fetch, "fetch")),
        { agentId, appsOf, ...queueValuesOf(fetch, "fetch") },
      );
      if (!row?.job) return undefined;
      return { job: row.job, claimed: begunTryOf(row) ?? null };
    },

    /**
     * Ends a try for good: its last step (if any) is recorded and its tokens added, the task completes or
     * fails once, the activity entry is written and the agent rests (online, or error after a failure; shown
     * processing while another of its tasks runs). A task that already ended keeps its end; the step is
     * recorded all the same.
     */
    async end(
      taskId: string,
      agentId: string,
      end: TryEnd,
      last: { attempt: number; step: NewStep } | undefined,
      activity: ActivityEntry,
      queueing: {
        /** The queue's completion of the task's job, to run in the same statement (`JobContext.completeWith`). */
        completion?: QueueStatement | undefined;
        /** The fetch of the agent's next job, whose try begins in the same statement (as `claim` does). */
        next?: { fetch: QueueStatement; appsOf: number } | undefined;
      } = {},
    ): Promise<EndedTry> {
      const { completion, next } = queueing;
      const shape = ["end", last ? "step" : "", completion?.text ?? "", next?.fetch.text ?? ""].join("\u0000");
      const [row] = await run<
        { ended: boolean | null; action: Record<string, unknown> | null; job: FetchedJob | null } & BeginRow
      >(shape, () => endStatement(!!last, completion, next?.fetch), {
        taskId,
        agentId,
        attempt: last?.attempt ?? null,
        kind: last?.step.kind ?? null,
        name: last?.step.name ?? null,
        stepStatus: last?.step.status ?? null,
        input: json(last?.step.input),
        output: json(last?.step.output),
        durationMs: last?.step.durationMs ?? null,
        tokens: last?.step.tokens ?? 0,
        status: end.status,
        result: end.status === "completed" ? end.result : null,
        error: end.status === "completed" ? null : JSON.stringify({ code: end.code, message: end.message }),
        idleStatus: end.status === "completed" ? "online" : "error",
        actionType: activity.actionType,
        description: activity.description,
        details: json(activity.details),
        appsOf: next?.appsOf ?? null,
        ...(completion ? queueValuesOf(completion, "completion") : {}),
        ...(next ? queueValuesOf(next.fetch, "fetch") : {}),
      });
      const agent = toAgent(row?.agent);
      const claimed = next && row?.job ? { job: row.job, claimed: begunTryOf(row) ?? null } : undefined;
      return {
        ended: row?.ended === true,
        action: actionOf(row?.action),
        // When the next try began, the agent is announced with it (as processing that task).
        agent: claimed?.claimed ? undefined : agent,
        next: claimed,
      };
    },
  };
}

/**
 * The statement of `end` for one shape: with the try's last step or without, with the job's completion and
 * the next job's fetch or without. Its values are `end`'s placeholders.
 */
function endStatement(
  withStep: boolean,
  completion: QueueStatement | undefined,
  fetch: QueueStatement | undefined,
): SQL {
  const step: SQL = withStep
    ? sql`insert into agent_task_steps (task_id, attempt, seq, kind, name, status, input, output, tokens, duration_ms)
        select ${p("taskId")}, ${p("attempt")}, (select count(*) from agent_task_steps where task_id = ${p("taskId")}),
          ${p("kind")}, ${p("name")}, ${p("stepStatus")}, ${p("input")}::jsonb,
          ${p("output")}::jsonb, ${p("tokens")}, ${p("durationMs")}
        returning id`
    : sql`select 1 as id where false`;
  const isActive = sql`status in ${active}`;
  const otherRunning = runningTask(p("agentId"), p("taskId"));
  return sql`
    with step as (${step}),
    ${completion ? sql`completed_job as (${queueStatementSql(completion, "completion")}),` : sql``}
    ${
      fetch
        ? sql`job as (${queueStatementSql(fetch, "fetch")}),
    began as (${beginTask(sql`(select data->>'taskId' from job)`)}),`
        : sql``
    }
    -- The agent's row first when its resting status changes (it is written only then), whatever order the
    -- changes below run in: two instances' ends writing it and a day's slot would otherwise take the two rows
    -- in opposite orders and deadlock.
    held as (
      select id from agents
      where id = ${p("agentId")} and ${unrested(p("idleStatus"))}
      for update
    ),
    ended as (
      update agent_tasks set
        tokens = tokens + ${p("tokens")},
        result = case when ${isActive} then ${p("result")}::text else result end,
        error = case when ${isActive} then ${p("error")}::jsonb else error end,
        finished_at = case when ${isActive} then now() else finished_at end,
        status = case when ${isActive} then ${p("status")}::text else status end
      where id = ${p("taskId")}
      returning status = ${p("status")}::text and finished_at = now() as ended
    ),
    daily as (${addToAgentDay(sql`${p("agentId")}`, p("tokens"), sql`${p("taskId")}`, sql`held`)} returning 1),
    logged as (
      insert into activity_log (action_type, description, details)
      select ${p("actionType")}, ${p("description")}, ${p("details")}::jsonb
      where exists (select 1 from ended where ended)
      returning id, action_type, description, details, created_at
    ),
    rested as (${rest(p("agentId"), p("idleStatus"))} and (select count(*) from held) >= 0 returning id),
    -- The agent as shown now (agent-status.ts liveAgents): this statement's own changes are not in its snapshot.
    shown as (
      select id, name, type,
        case when ${fetch ? sql`exists (select 1 from began) or ` : sql``}exists (${otherRunning})
          then 'processing' else ${p("idleStatus")} end as status,
        ${fetch ? sql`coalesce((select instruction from began), (${otherRunning}))` : sql`(${otherRunning})`} as current_task
      from agents where id = ${p("agentId")}
    )
    select (select ended from ended) as ended, (select row_to_json(l) from logged l) as action,
      (select row_to_json(s) from shown s) as agent, (select count(*) from step) as steps
      ${
        fetch
          ? // The day's tokens as the next try begins: this statement's own addition is not in its snapshot.
            sql`, (select row_to_json(j) from job j) as job, (select row_to_json(b) from began b) as began,
      ${installedApps} as apps, ${spentToday} + ${p("tokens")} as spent_today`
          : sql``
      }`;
}
export type TaskTransitions = ReturnType<typeof createTaskTransitions>;
