import { networkBarMaxGbps } from "@hub-of-minds/core";

/** How a reading stands against its thresholds: drives a bar's colour and a chart's dashed lines. */
export type ReadingLevel = "normal" | "warning" | "critical";

/** Percent of capacity (or of the network bar's 3 GB/s scale) where a reading becomes a warning, then critical. */
export const usageThresholdsPercent = { warning: 80, critical: 90 } as const;

export function readingLevel(percent: number): ReadingLevel {
  if (percent >= usageThresholdsPercent.critical) return "critical";
  if (percent >= usageThresholdsPercent.warning) return "warning";
  return "normal";
}

export interface ReadingThreshold {
  value: number;
  label: string;
  tone: Exclude<ReadingLevel, "normal">;
}

/** The dashed lines of a CPU or memory chart (percent). */
export const usageChartThresholds: readonly ReadingThreshold[] = [
  { value: usageThresholdsPercent.warning, label: `Warning ${usageThresholdsPercent.warning}%`, tone: "warning" },
  { value: usageThresholdsPercent.critical, label: `Critical ${usageThresholdsPercent.critical}%`, tone: "critical" },
];

const gbps = (percent: number) => Number(((percent / 100) * networkBarMaxGbps).toFixed(2));

/** The same levels on the network chart, in GB/s of the bar's scale (3 GB/s: 2.4 and 2.7). */
export const networkChartThresholds: readonly ReadingThreshold[] = [
  {
    value: gbps(usageThresholdsPercent.warning),
    label: `Warning ${gbps(usageThresholdsPercent.warning)} GB/s`,
    tone: "warning",
  },
  {
    value: gbps(usageThresholdsPercent.critical),
    label: `Critical ${gbps(usageThresholdsPercent.critical)} GB/s`,
    tone: "critical",
  },
];
