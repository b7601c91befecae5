import { apiRoutes, type DashboardOverview } from "@hub-of-minds/core";
import type { TypedResponse } from "hono";
import type { ApiApp } from "../http/api-app";
import type { OverviewCache } from "../services/overview-cache";

export function overviewRoutes(app: ApiApp, overview: OverviewCache) {
  // The cache holds the serialised overview, sent as it is.
  app.openapi(
    apiRoutes.getDashboardOverview,
    async (c) =>
      // The body is already JSON of the documented schema; the cast says so to the typed handler.
      c.body(await overview.json(), 200, { "content-type": "application/json" }) as unknown as TypedResponse<
        DashboardOverview,
        200,
        "json"
      >,
  );
}
