import type { SystemMetric, SystemMetricType } from "../schemas/system-metric.schema";
import { defaultSystemMetrics } from "../schemas/system-metric-defaults";

/** Message Queue card: completed count over a minute, rounded (spec 000). */
export function messagesPerSecond(completed: number): number {
  return Math.round(completed / 60);
}

/** The network bar is scaled against 3 GB/s (spec 000, System Health). */
export const networkBarMaxGbps = 3;

export function networkBarPercent(gbps: number): number {
  return Math.min(100, Math.max(0, (gbps / networkBarMaxGbps) * 100));
}

/** The three readings as numbers; an absent or unparsable one falls back to the documented default. */
export function readSystemMetrics(metrics: readonly SystemMetric[]): Record<SystemMetricType, number> {
  const result = { ...defaultSystemMetrics };
  for (const metric of metrics) {
    const value = Number.parseFloat(metric.value);
    if (Number.isFinite(value)) result[metric.metricType] = value;
  }
  return result;
}
