import type { Agent } from "@hub-of-minds/core";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { agents, agentTasks } from "../db/schema";
import type { EventBus } from "../live/event-bus";

/**
 * The live status of the agents table: processing (currentTask = the instruction) while a task of the agent
 * runs on any instance, then online, or error when its last task failed. Each change is `agent_update`.
 */
export function createAgentStatus(db: Database, bus: EventBus) {
  const set = async (agentId: string, status: Agent["status"], currentTask: string | null) => {
    const [row] = await db.update(agents).set({ status, currentTask }).where(eq(agents.id, agentId)).returning();
    if (row) bus.publish("agent_update", row as Agent);
  };
  return {
    async working(agentId: string, instruction: string) {
      await set(agentId, "processing", instruction);
    },
    /** After a run: still processing when another of its tasks runs, else online (or error after a failure). */
    async idle(agentId: string, outcome: "ok" | "error") {
      const [other] = await db
        .select({ instruction: agentTasks.instruction })
        .from(agentTasks)
        .where(and(eq(agentTasks.agentId, agentId), inArray(agentTasks.status, ["running", "waiting_approval"])))
        .orderBy(desc(agentTasks.startedAt))
        .limit(1);
      if (other) await set(agentId, "processing", other.instruction);
      else await set(agentId, outcome === "ok" ? "online" : "error", null);
    },
  };
}
export type AgentStatus = ReturnType<typeof createAgentStatus>;
