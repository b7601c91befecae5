import { describe, expect, it } from "vitest";
import { messagesPerSecond, networkBarPercent, readSystemMetrics } from "./dashboard-figures";

describe("dashboard figures", () => {
  it("rounds completed / 60", () => {
    expect([0, 29, 30, 90, 6000].map(messagesPerSecond)).toEqual([0, 0, 1, 2, 100]);
  });

  it("scales the network bar against 3", () => {
    expect(networkBarPercent(1.5)).toBe(50);
    expect(networkBarPercent(4)).toBe(100);
  });

  it("reads metrics with the documented defaults", () => {
    expect(readSystemMetrics([])).toEqual({ cpu: 23, memory: 67, network: 1.2 });
    expect(readSystemMetrics([{ metricType: "memory", value: "41.5" }])).toEqual({
      cpu: 23,
      memory: 41.5,
      network: 1.2,
    });
  });
});
