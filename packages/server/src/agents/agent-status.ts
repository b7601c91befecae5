import type { Agent } from "@hub-of-minds/core";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/database";
import { agents, agentTasks } from "../db/schema";
import type { EventBus } from "../live/event-bus";

/**
 * The instruction of the agent's latest started task that runs now (running or waiting for approval), if any;
 * with `exceptTaskId`, of another than that one.
 */
export const runningTask = (agentId: SQL | Placeholder, exceptTaskId?: SQL | Placeholder) => sql`
  select ${agentTasks.instruction} from ${agentTasks}
  where ${agentTasks.agentId} = ${agentId} ${exceptTaskId ? sql`and ${agentTasks.id} <> ${exceptTaskId}` : sql``}
    and ${agentTasks.status} in ('running', 'waiting_approval')
  order by ${agentTasks.startedAt} desc limit 1`;

/**
 * The agents as the hub shows them: processing, with the instruction of the latest started task, while a task
 * of the agent runs on any instance; else the resting status and task of the agents table (the file's, or
 * online / error after a run). Derived when read: a task's begin and end do not write the agent's row, which
 * the workers of every instance share (two instances' runs of one agent waited on it at each task's end).
 */
export const liveAgents = (where?: SQL) => sql`
  select a.id, a.name, a.type,
    case when r.instruction is null then a.status else 'processing' end as status,
    coalesce(r.instruction, a.current_task) as "currentTask"
  from ${agents} a left join lateral (${runningTask(sql`a.id`)}) r on true
  ${where ? sql`where ${where}` : sql``}
  order by a.id`;

/**
 * The agent's resting row after a run, written only when it changes (a run's end takes the row's lock only
 * then): `status` (a placeholder or value) with no task shown.
 */
export const rest = (agentId: SQL | Placeholder, status: SQL | Placeholder) => sql`
  update ${agents} set status = ${status}::text, current_task = null
  where id = ${agentId} and ${unrested(status)}`;

/** Whether the agents row read is not yet at rest with `status` (a `rest` would write it). */
export const unrested = (status: SQL | Placeholder) =>
  sql`(status, current_task) is distinct from (${status}::text, null)`;

/** The agent's live row as announced after a run's end (`agent_update`): the caller's statement gives the parts. */
export interface AgentJson {
  id: string;
  name: string;
  type: Agent["type"];
  status: Agent["status"];
  current_task: string | null;
}

export const toAgent = (row: AgentJson | null | undefined): Agent | undefined =>
  row ? { id: row.id, name: row.name, type: row.type, status: row.status, currentTask: row.current_task } : undefined;

/** Reads of the agents as shown, and the rest after a run that ended away from a task's end statement. */
export function createAgentStatus(db: Database, bus: EventBus) {
  return {
    /** Every agent, or the one `agentId` names, as shown now. */
    async live(agentId?: string): Promise<Agent[]> {
      return rowsOf<Agent>(db, liveAgents(agentId === undefined ? undefined : sql`a.id = ${agentId}`));
    },
    /**
     * After a run that did not end through the task's end statement (cancelled, stopped, tried again): the
     * resting status written if it changed, and the agent announced as shown now.
     */
    async idle(agentId: string, outcome: "ok" | "error") {
      await db.execute(rest(sql`${agentId}`, sql`${outcome === "ok" ? "online" : "error"}`));
      const [agent] = await this.live(agentId);
      if (agent) bus.publish("agent_update", agent);
    },
  };
}
export type AgentStatus = ReturnType<typeof createAgentStatus>;
