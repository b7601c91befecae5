import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { createActivityHistory } from "../services/activity-history.service";

/** `GET /api/activity?page=&pageSize=&type=`: the activity history, paged and filtered. */
export function activityRoutes(app: ApiApp, history: ReturnType<typeof createActivityHistory>) {
  app.openapi(apiRoutes.getActivityPage, async (c) => c.json(await history.page(c.req.valid("query")), 200));
}
