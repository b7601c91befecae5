import { dashboardOverviewSchema } from "../schemas/overview.schema";
import { type RequestOptions, requestJson } from "./http";

export const overviewPath = "/api/dashboard/overview";

export function getDashboardOverview(options?: RequestOptions) {
  return requestJson(dashboardOverviewSchema, "GET", overviewPath, undefined, options);
}
