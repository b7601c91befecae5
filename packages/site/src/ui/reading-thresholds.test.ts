import { networkBarMaxGbps } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import {
  networkChartThresholds,
  readingLevel,
  usageChartThresholds,
  usageThresholdsPercent,
} from "./reading-thresholds";

describe("reading thresholds", () => {
  it("tells 97% from 7%", () => {
    expect(readingLevel(7)).toBe("normal");
    expect(readingLevel(97)).toBe("critical");
  });

  it("classifies at the edges: a threshold reached counts", () => {
    expect(readingLevel(79.9)).toBe("normal");
    expect(readingLevel(80)).toBe("warning");
    expect(readingLevel(89.9)).toBe("warning");
    expect(readingLevel(90)).toBe("critical");
    expect(readingLevel(140)).toBe("critical");
  });

  it("draws the same levels on the charts, network in GB/s of the bar's scale", () => {
    expect(usageChartThresholds.map((line) => [line.value, line.tone])).toEqual([
      [usageThresholdsPercent.warning, "warning"],
      [usageThresholdsPercent.critical, "critical"],
    ]);
    expect(networkChartThresholds.map((line) => line.value)).toEqual([
      (networkBarMaxGbps * usageThresholdsPercent.warning) / 100,
      (networkBarMaxGbps * usageThresholdsPercent.critical) / 100,
    ]);
    expect(networkChartThresholds.map((line) => line.label)).toEqual(["Warning 2.4 GB/s", "Critical 2.7 GB/s"]);
  });
});
