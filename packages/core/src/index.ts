export { defaultQueryFn, HttpError, type RequestOptions, request, requestJson } from "./api/http";
export { getDashboardOverview, overviewPath } from "./api/overview.api";
export type { Engine, EngineContext, EngineTimer } from "./engine/engine";
export { createEngineStore, type EngineStore, type EngineStoreOptions } from "./engine/engine-store";
export * from "./engines/public";
export { createRng, type Rng, randomSeed } from "./random/rng";
export { type ApiErrorBody, apiErrorSchema } from "./schemas/error.schema";
export {
  type DashboardOverview,
  dashboardOverviewSchema,
  type QueueStats,
  queueStatsSchema,
  type RecentAction,
  recentActionSchema,
} from "./schemas/overview.schema";
