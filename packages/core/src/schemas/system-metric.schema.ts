import { z } from "zod";

export const systemMetricTypes = ["cpu", "memory", "network"] as const;
export const systemMetricTypeSchema = z.enum(systemMetricTypes);
export type SystemMetricType = z.infer<typeof systemMetricTypeSchema>;

/** One host reading of `GET /api/system/metrics`; `value` is a numeric string (spec 000, section 3). */
export const systemMetricSchema = z.object({
  metricType: systemMetricTypeSchema,
  value: z.string().regex(/^-?\d+(\.\d+)?$/, "must be a numeric string"),
});
export type SystemMetric = z.infer<typeof systemMetricSchema>;

export const systemMetricListSchema = z.array(systemMetricSchema);
