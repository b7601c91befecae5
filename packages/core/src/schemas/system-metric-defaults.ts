import type { SystemMetricType } from "./system-metric.schema";

// Apart from the schema so the dashboard can show them without loading zod.
/** Shown when a reading is absent (spec 000, section 9); network is in GB/s. */
export const defaultSystemMetrics: Readonly<Record<SystemMetricType, number>> = { cpu: 23, memory: 67, network: 1.2 };
