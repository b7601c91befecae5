import type { DashboardOverview } from "@hub-of-minds/core";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { activityLog, agents, aiJobs, integrations, storageDocuments } from "../db/schema";
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

export function createOverviewService(db: Database, catalogue: CatalogueStats): OverviewService {
  return {
    async get() {
      const [agentRows, integrationRows, jobRows, documentRows, actions] = await Promise.all([
        db.select({ active: count() }).from(agents).where(eq(agents.status, "online")),
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
      ]);
      const byStatus = new Map(jobRows.map((row) => [row.status, row.n]));
      const queueStats = {
        pending: byStatus.get("pending") ?? 0,
        processing: byStatus.get("processing") ?? 0,
        completed: byStatus.get("completed") ?? 0,
        failed: byStatus.get("failed") ?? 0,
      };
      return {
        agents: { active: agentRows[0]?.active ?? 0 },
        breakthroughs: catalogue.breakthroughs,
        knowledgeBase: {
          size: documentRows[0]?.n ?? 0,
          categories: catalogue.categories,
          relationships: catalogue.relationships,
        },
        integrations: { connected: integrationRows[0]?.connected ?? 0, total: integrationRows[0]?.total ?? 0 },
        interactions: queueStats.completed + queueStats.failed,
        queueStats,
        recentActions: actions.map(toRecentAction),
      };
    },
  };
}
