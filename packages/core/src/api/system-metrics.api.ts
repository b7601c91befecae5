import { systemMetricListSchema } from "../schemas/system-metric.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function getSystemMetrics(options?: RequestOptions) {
  return requestJson(systemMetricListSchema, "GET", apiPaths.systemMetrics, undefined, options);
}
