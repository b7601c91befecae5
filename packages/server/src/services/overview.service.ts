import type { DashboardOverview } from "@hub-of-minds/core";
import { count, desc, sql } from "drizzle-orm";
import { liveAgents } from "../agents/agent-status";
import { type Database, rowsOf } from "../db/database";
import { activityLog, aiJobs, integrations, storageDocuments } from "../db/schema";
import type { QueueCounts } from "../queue/job-queue";
import { publicActivityWhere, toRecentAction } from "./activity.service";

/** What the catalogue contributes to the overview; computed once at start from core's data. */
export interface CatalogueStats {
  breakthroughs: number;
  categories: number;
  relationships: number;
}

export interface OverviewService {
  get(): Promise<DashboardOverview>;
}

const recentActionsLimit = 10;

/**
 * `queueCounts` are the durable queue's jobs (agent tasks, workflow runs and any other queued work); the
 * interactions count stays the AI requests the gateway answered.
 */
export function createOverviewService(
  db: Database,
  catalogue: CatalogueStats,
  queueCounts: () => Promise<QueueCounts>,
): OverviewService {
  return {
    async get() {
      const [agentRows, integrationRows, jobRows, documentRows, actions, queueStats] = await Promise.all([
        rowsOf<{ active: number }>(
          db,
          sql`select count(*)::int as active from (${liveAgents()}) live where live.status = 'online'`,
        ),
        db
          .select({
            total: count(),
            connected: sql<number>`count(*) filter (where ${integrations.status} = 'connected')`.mapWith(Number),
          })
          .from(integrations),
        db.select({ status: aiJobs.status, n: count() }).from(aiJobs).groupBy(aiJobs.status),
        db.select({ n: count() }).from(storageDocuments),
        db
          .select()
          .from(activityLog)
          .where(publicActivityWhere())
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(recentActionsLimit),
        queueCounts(),
      ]);
      const byStatus = new Map(jobRows.map((row) => [row.status, row.n]));
      return {
        agents: { active: agentRows[0]?.active ?? 0 },
        breakthroughs: catalogue.breakthroughs,
        knowledgeBase: {
          size: documentRows[0]?.n ?? 0,
          categories: catalogue.categories,
          relationships: catalogue.relationships,
        },
        integrations: { connected: integrationRows[0]?.connected ?? 0, total: integrationRows[0]?.total ?? 0 },
        interactions: (byStatus.get("completed") ?? 0) + (byStatus.get("failed") ?? 0),
        queueStats,
        recentActions: actions.map(toRecentAction),
      };
    },
  };
}
