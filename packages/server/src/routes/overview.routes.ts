import { Hono } from "hono";
import type { OverviewService } from "../services/overview.service";

export function overviewRoutes(overview: OverviewService) {
  return new Hono().get("/overview", async (c) => c.json(await overview.get()));
}
