import { Hono } from "hono";
import type { MetricsSampler } from "../services/system-metrics";

export function systemRoutes(metrics: MetricsSampler) {
  return new Hono().get("/metrics", (c) => c.json(metrics.read()));
}
