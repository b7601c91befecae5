import { Hono } from "hono";
import type { OverviewCache } from "../services/overview-cache";

export function overviewRoutes(overview: OverviewCache) {
  return new Hono().get("/overview", async (c) => {
    c.header("content-type", "application/json");
    return c.body(await overview.json());
  });
}
