import { describe, expect, it } from "vitest";
import { appendSample, summarize, throughputSeries } from "./metric-history";

describe("metric history", () => {
  it("appends new polls, skips repeats and keeps the newest", () => {
    let history = appendSample([], { at: 1, cpu: 10, memory: 50, network: 1 }, 2);
    history = appendSample(history, { at: 1, cpu: 99, memory: 99, network: 9 }, 2);
    expect(history.map((sample) => sample.cpu)).toEqual([10]);
    history = appendSample(history, { at: 2, cpu: 20, memory: 50, network: 1 }, 2);
    history = appendSample(history, { at: 3, cpu: 30, memory: 50, network: 1 }, 2);
    expect(history.map((sample) => sample.cpu)).toEqual([20, 30]);
  });

  it("turns completed counts into messages per second", () => {
    expect(
      throughputSeries([
        { at: 0, completed: 100 },
        { at: 30_000, completed: 160 },
        { at: 60_000, completed: 10 },
      ]),
    ).toEqual([2, 0]);
  });

  it("summarizes a series", () => {
    expect(summarize([2, 4, 9])).toEqual({ latest: 9, average: 5, peak: 9 });
    expect(summarize([])).toEqual({ latest: 0, average: 0, peak: 0 });
  });
});
