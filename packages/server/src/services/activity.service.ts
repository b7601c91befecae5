import type { RecentAction } from "@hub-of-minds/core";
import type { Database } from "../db/database";
import { activityLog } from "../db/schema";
import type { EventBus } from "../live/event-bus";

/** Action types of the activity log; the gateway adds its own (chat_completed, provider_key_saved...). */
export type ActivityType =
  | "config_saved"
  | "config_reloaded"
  | "config_changed_on_disk"
  | "app_installed"
  | "app_uninstalled"
  | "skill_executed"
  | "ticket_submitted"
  | (string & {});

export interface ActivityLog {
  /** Stores a real event and announces it as `agent_action`. */
  record(actionType: ActivityType, description: string, details?: Record<string, unknown>): Promise<RecentAction>;
}

export function createActivityLog(db: Database, bus: EventBus): ActivityLog {
  return {
    async record(actionType, description, details) {
      const [row] = await db
        .insert(activityLog)
        .values({ actionType, description, details: details ?? null })
        .returning();
      if (!row) throw new Error("the activity log did not store the event");
      const action: RecentAction = {
        id: String(row.id),
        description: row.description,
        timestamp: row.createdAt.toISOString(),
        actionType: row.actionType,
      };
      bus.publish("agent_action", action);
      return action;
    },
  };
}
