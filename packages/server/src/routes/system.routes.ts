import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { MetricsSampler } from "../services/system-metrics";

export function systemRoutes(app: ApiApp, metrics: MetricsSampler) {
  app.openapi(apiRoutes.getSystemMetrics, (c) => c.json(metrics.read(), 200));
}
