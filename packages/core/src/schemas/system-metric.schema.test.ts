import { describe, expect, it } from "vitest";
import { systemMetricListSchema, systemMetricSchema } from "./system-metric.schema";
import { defaultSystemMetrics } from "./system-metric-defaults";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("system metric schema", () => {
  it("accepts the metric list", () => {
    const list = [
      { metricType: "cpu", value: "23.5" },
      { metricType: "network", value: "1.2" },
    ];
    expect(systemMetricListSchema.parse(list)).toEqual(list);
  });

  it("names the field of a bad reading", () => {
    expect(paths(systemMetricSchema.safeParse({ metricType: "disk", value: "1" }))).toEqual(["metricType"]);
    expect(paths(systemMetricSchema.safeParse({ metricType: "cpu", value: 23 }))).toEqual(["value"]);
    expect(paths(systemMetricListSchema.safeParse([{ metricType: "cpu", value: "high" }]))).toEqual(["0.value"]);
  });

  it("keeps the documented defaults", () => {
    expect(defaultSystemMetrics).toEqual({ cpu: 23, memory: 67, network: 1.2 });
  });
});
