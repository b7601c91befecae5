import type { Agent } from "@hub-of-minds/core";
import { eq, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { agents, agentTasks } from "../db/schema";
import type { EventBus } from "../live/event-bus";

/** The instruction of another task of the agent that runs now (the latest started), if any. */
export const otherRunningTask = (agentId: string | Placeholder, exceptTaskId: string | Placeholder) => sql`
  select ${agentTasks.instruction} from ${agentTasks}
  where ${agentTasks.agentId} = ${agentId} and ${agentTasks.id} <> ${exceptTaskId}
    and ${agentTasks.status} in ('running', 'waiting_approval')
  order by ${agentTasks.startedAt} desc limit 1`;

/**
 * The live status of the agents table: processing (currentTask = the instruction) while a task of the agent
 * runs on any instance, then online, or error when its last task failed. Each change is `agent_update`.
 */
export function createAgentStatus(db: Database, bus: EventBus) {
  return {
    /**
     * After a run: still processing when another of its tasks runs, else online (or error after a failure).
     * One statement, and `endingTaskId` is left out of the look, so it may run beside the task's own finish.
     */
    async idle(agentId: string, outcome: "ok" | "error", endingTaskId: string) {
      const [row] = await db
        .update(agents)
        .set({
          status: sql`case when exists (${otherRunningTask(agentId, endingTaskId)}) then 'processing' else ${outcome === "ok" ? "online" : "error"} end`,
          currentTask: sql`(${otherRunningTask(agentId, endingTaskId)})`,
        })
        .where(eq(agents.id, agentId))
        .returning();
      if (row) bus.publish("agent_update", row as Agent);
    },
  };
}
export type AgentStatus = ReturnType<typeof createAgentStatus>;
