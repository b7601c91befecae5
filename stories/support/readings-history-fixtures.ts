import type { WithReadingsHistory } from "@hub-of-minds/site/ui/use-readings-history";
import type { ComponentProps } from "react";

type History = ComponentProps<typeof WithReadingsHistory>["history"];
type MetricSample = History["metrics"][number];
type QueueSample = History["queue"][number];

/**
 * Five minutes of host readings ending now (the live poll's reading lands after them), climbing into the
 * critical band at the end, so a story shows the thresholds doing their work.
 */
export function sampleMetricHistory(count = 59, now = Date.now()): MetricSample[] {
  return Array.from({ length: count }, (_, index) => ({
    at: now - (count - index) * 5_000,
    cpu: Math.min(97, 30 + 20 * Math.sin(index / 5) + (index > count - 12 ? 50 : 0)),
    memory: 58 + index / 4,
    network: 1 + Math.abs(Math.cos(index / 6)) * (index > count - 8 ? 1.8 : 1),
  }));
}

/** Half an hour of queue counts, one every 30 s, completed growing and a few failures. */
export function sampleQueueHistory(count = 40, now = Date.now()): QueueSample[] {
  return Array.from({ length: count }, (_, index) => ({
    at: now - (count - index) * 30_000,
    pending: Math.round(4 + 3 * Math.sin(index / 3)),
    processing: 1 + (index % 3),
    completed: 900 + index * 9,
    failed: 40 + Math.floor(index / 7),
  }));
}
