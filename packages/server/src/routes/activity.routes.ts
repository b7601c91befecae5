import { apiRoutes } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { ApiApp } from "../http/api-app";
import type { createActivityHistory } from "../services/activity-history.service";

/**
 * `GET /api/activity?page=&pageSize=&type=`: the activity history, paged and filtered; admin-only entries
 * (key rotations, oversight flags) only with the administrator session.
 */
export function activityRoutes(
  app: ApiApp,
  history: ReturnType<typeof createActivityHistory>,
  isAdmin: (c: Context) => Promise<boolean>,
) {
  app.openapi(apiRoutes.getActivityPage, async (c) =>
    c.json(await history.page(c.req.valid("query"), await isAdmin(c)), 200),
  );
}
