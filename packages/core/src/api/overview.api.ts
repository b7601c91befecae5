import { dashboardOverviewSchema } from "../schemas/overview.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export const overviewPath = apiPaths.overview;

export function getDashboardOverview(options?: RequestOptions) {
  return requestJson(dashboardOverviewSchema, "GET", overviewPath, undefined, options);
}
