import type { DatabaseConfig } from "@hub-of-minds/core";
import { lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { activityLog, aiJobs, supportTickets } from "../db/schema";

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes activity, AI requests and support tickets older than database_config.yaml's retention allows. */
export async function pruneByRetention(db: Database, retention: DatabaseConfig["retention"], now = Date.now()) {
  await db.delete(activityLog).where(lt(activityLog.createdAt, new Date(now - retention.activityLogDays * dayMs)));
  await db.delete(aiJobs).where(lt(aiJobs.createdAt, new Date(now - retention.aiJobsDays * dayMs)));
  await db
    .delete(supportTickets)
    .where(lt(supportTickets.createdAt, new Date(now - retention.supportTicketsDays * dayMs)));
}
