import { describe, expect, it } from "vitest";
import { summarize, throughputSeries } from "./series-figures";

describe("the monitoring figures", () => {
  it("turns completed counts into messages per second, never negative", () => {
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
