import { activityQuerySchema } from "@hub-of-minds/core";
import { Hono } from "hono";
import { ApiError } from "../http/api-error";
import type { createActivityHistory } from "../services/activity-history.service";

/** `GET /api/activity?page=&pageSize=&type=`: the activity history, paged and filtered. */
export function activityRoutes(history: ReturnType<typeof createActivityHistory>) {
  return new Hono().get("/", async (c) => {
    const query = activityQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      throw new ApiError(
        400,
        "Invalid activity query",
        query.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
      );
    }
    return c.json(await history.page(query.data));
  });
}
