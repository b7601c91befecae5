import { type DashboardOverview, pollingIntervalsMs } from "@hub-of-minds/core";

/** One metrics poll's readings, with when it was taken (epoch ms). */
export interface MetricSample {
  at: number;
  cpu: number;
  memory: number;
  network: number;
}

/** One overview's queue counts, with when it was read (epoch ms). */
export type QueueSample = { at: number } & DashboardOverview["queueStats"];

/** What the dashboard and /monitoring both chart: the host readings and the queue counts over time. */
export interface ReadingsHistory {
  metrics: readonly MetricSample[];
  queue: readonly QueueSample[];
}

export type ReadingsEvent = { type: "metrics"; sample: MetricSample } | { type: "queue"; sample: QueueSample };

/** 60 metric polls of 5 s: the last five minutes. */
export const metricHistoryLength = 60;
/** Overviews come every 30 s (sooner on a socket event): 60 cover at least the last half hour. */
export const queueHistoryLength = 60;
/** A line needs two points: with fewer, a chart shows that it is still collecting. */
export const minimumChartPoints = 2;

/** What a metrics chart says before its second reading. */
export const metricsWaitingLabel = `Collecting readings (one every ${pollingIntervalsMs.metrics / 1000} s): the chart starts with the second.`;
/** How often the queue is counted, for the placeholders' sentences. */
export const queueCadence = `every ${pollingIntervalsMs.overview / 1000} s, sooner when a message moves`;
/** What a queue chart says before its second count. */
export const queueWaitingLabel = `Collecting queue counts (${queueCadence}): the chart starts with the second.`;

export const emptyReadingsHistory: ReadingsHistory = { metrics: [], queue: [] };

/** Adds a sample unless it repeats the last one's time (the same poll seen twice); keeps only the newest `max`. */
export function appendSample<T extends { at: number }>(history: readonly T[], sample: T, max: number): readonly T[] {
  if (history.at(-1)?.at === sample.at) return history;
  return [...history, sample].slice(-max);
}

export function readingsHistoryReducer(state: ReadingsHistory, event: ReadingsEvent): ReadingsHistory {
  switch (event.type) {
    case "metrics": {
      const metrics = appendSample(state.metrics, event.sample, metricHistoryLength);
      return metrics === state.metrics ? state : { ...state, metrics };
    }
    case "queue": {
      const queue = appendSample(state.queue, event.sample, queueHistoryLength);
      return queue === state.queue ? state : { ...state, queue };
    }
  }
}

/** Unix seconds for a chart's x axis. */
export function chartSeconds(samples: readonly { at: number }[]): number[] {
  return samples.map((sample) => Math.round(sample.at / 1000));
}
