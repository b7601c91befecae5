import { activityQuerySchema } from "@hub-of-minds/core";
import { type Context, Hono } from "hono";
import { readQuery } from "../http/read-query";
import type { createActivityHistory } from "../services/activity-history.service";

/** `GET /api/activity?page=&pageSize=&type=`: the activity history, paged and filtered. */
export function activityRoutes(
  history: ReturnType<typeof createActivityHistory>,
  isAdmin: (c: Context) => Promise<boolean>,
) {
  return new Hono().get("/", async (c) =>
    c.json(await history.page(readQuery(c, activityQuerySchema, "activity query"), await isAdmin(c))),
  );
}
