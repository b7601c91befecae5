import { describe, expect, it } from "vitest";
import {
  appendSample,
  chartSeconds,
  emptyReadingsHistory,
  type MetricSample,
  metricHistoryLength,
  type QueueSample,
  queueHistoryLength,
  readingsHistoryReducer,
} from "./readings-history";

const metric = (at: number, cpu = at): MetricSample => ({ at, cpu, memory: 50, network: 1 });
const queue = (at: number, completed = at): QueueSample => ({ at, pending: 1, processing: 2, completed, failed: 0 });

describe("the readings history", () => {
  it("appends new polls, skips a repeated one and keeps the newest", () => {
    let history = appendSample([], metric(1, 10), 2);
    const same = appendSample(history, metric(1, 99), 2);
    expect(same).toBe(history);
    history = appendSample(history, metric(2, 20), 2);
    history = appendSample(history, metric(3, 30), 2);
    expect(history.map((sample) => sample.cpu)).toEqual([20, 30]);
  });

  it("records metrics and queue counts apart, each bounded to its length", () => {
    let state = emptyReadingsHistory;
    for (let at = 1; at <= metricHistoryLength + 5; at++) {
      state = readingsHistoryReducer(state, { type: "metrics", sample: metric(at * 5000) });
    }
    state = readingsHistoryReducer(state, { type: "queue", sample: queue(1000, 7) });
    expect(state.metrics).toHaveLength(metricHistoryLength);
    expect(state.metrics[0]?.at).toBe(6 * 5000);
    expect(state.metrics.at(-1)?.at).toBe((metricHistoryLength + 5) * 5000);
    expect(state.queue).toEqual([queue(1000, 7)]);
    for (let at = 2; at <= queueHistoryLength + 2; at++) {
      state = readingsHistoryReducer(state, { type: "queue", sample: queue(at * 1000) });
    }
    expect(state.queue).toHaveLength(queueHistoryLength);
    expect(state.queue[0]?.at).toBe(3000);
    expect(state.metrics).toHaveLength(metricHistoryLength);
  });

  it("returns the same state for a poll it has already seen, so nothing redraws", () => {
    const state = readingsHistoryReducer(emptyReadingsHistory, { type: "queue", sample: queue(5) });
    expect(readingsHistoryReducer(state, { type: "queue", sample: queue(5, 99) })).toBe(state);
  });

  it("gives a chart's x axis in Unix seconds", () => {
    expect(chartSeconds([{ at: 1_795_000_000_400 }, { at: 1_795_000_005_600 }])).toEqual([
      1_795_000_000, 1_795_000_006,
    ]);
  });
});
