import { z } from "zod";

const count = z.number().int().nonnegative();

/** One recorded event of the hub (config saved, app installed, chat completed...), newest first. */
export const recentActionSchema = z.object({
  id: z.string().min(1),
  description: z.string(),
  timestamp: z.string(),
  actionType: z.string().min(1),
});
export type RecentAction = z.infer<typeof recentActionSchema>;

export const queueStatsSchema = z.object({
  pending: count,
  processing: count,
  completed: count,
  failed: count,
});
export type QueueStats = z.infer<typeof queueStatsSchema>;

/** `GET /api/dashboard/overview` (spec 000, section 3). */
export const dashboardOverviewSchema = z.object({
  agents: z.object({ active: count }),
  breakthroughs: count,
  knowledgeBase: z.object({ size: count, categories: count, relationships: count }),
  integrations: z.object({ connected: count, total: count }),
  interactions: count,
  queueStats: queueStatsSchema,
  recentActions: z.array(recentActionSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
