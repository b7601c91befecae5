import type { RecentAction } from "@hub-of-minds/core";
import { and, notInArray, sql } from "drizzle-orm";
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

/**
 * Entries only an administrator may read (GET /api/activity with a session): key rotations and tests, oversight
 * flags. Everyone else, the dashboard's recent actions and the live socket never see them.
 */
export const adminOnlyActivityTypes: readonly ActivityType[] = [
  "api_key_rotated",
  "chat_flagged",
  "customer_invited",
  "provider_key_saved",
  "provider_key_tested",
  "publishable_key_revoked",
];

/** Whether everyone may see an entry: not an admin-only type, and not about a customer (their chats and tokens). */
export function isPublicActivity(actionType: string, details?: unknown): boolean {
  return !adminOnlyActivityTypes.includes(actionType) && !isCustomerEntry(details);
}

function isCustomerEntry(details: unknown): boolean {
  const customerId = (details as { customerId?: unknown } | null | undefined)?.customerId;
  return customerId !== undefined && customerId !== null;
}

/** The SQL form of `isPublicActivity`, for the overview and the history. */
export const publicActivityWhere = () =>
  and(
    notInArray(activityLog.actionType, [...adminOnlyActivityTypes]),
    sql`(${activityLog.details} ->> 'customerId') is null`,
  );

export interface ActivityEntry {
  actionType: ActivityType;
  description: string;
  details?: Record<string, unknown>;
}

export interface ActivityLog {
  /** Stores a real event and announces it as `agent_action`. */
  record(actionType: ActivityType, description: string, details?: Record<string, unknown>): Promise<RecentAction>;
  /** Stores several events in one write (the gateway's batched job records), announcing each. */
  recordMany(entries: readonly ActivityEntry[]): Promise<RecentAction[]>;
}

/** A stored row as the API shows it (overview, history, socket). */
export function toRecentAction(row: typeof activityLog.$inferSelect): RecentAction {
  return {
    id: String(row.id),
    description: row.description,
    timestamp: row.createdAt.toISOString(),
    actionType: row.actionType,
  };
}

export function createActivityLog(db: Database, bus: EventBus): ActivityLog {
  const recordMany = async (entries: readonly ActivityEntry[]) => {
    if (entries.length === 0) return [];
    const rows = await db
      .insert(activityLog)
      .values(
        entries.map((e) => ({ actionType: e.actionType, description: e.description, details: e.details ?? null })),
      )
      .returning();
    if (rows.length !== entries.length) throw new Error("the activity log did not store every event");
    return rows.map((row) => {
      const action = toRecentAction(row);
      // The socket goes to every visitor: admin-only entries are read through the API with a session.
      if (isPublicActivity(action.actionType, row.details)) bus.publish("agent_action", action);
      return action;
    });
  };
  return {
    recordMany,
    async record(actionType, description, details) {
      const [action] = await recordMany([{ actionType, description, details }]);
      if (!action) throw new Error("the activity log did not store the event");
      return action;
    },
  };
}
