import { describe, expect, it } from "vitest";
import { createRng } from "../random/rng";
import {
  createStreamWidgetEngine,
  intensityBand,
  streamWidgetConstants,
  streamWidgetDimensions,
} from "./stream-widget.engine";

const names = ["Aurora", "Kairos", "Sage"];
const ctx = (seed = 5, now = 1_700_000_000_000) => ({ rng: createRng(seed), now });

describe("stream widget engine", () => {
  it("starts with 8 entries within the spec's ranges", () => {
    const state = createStreamWidgetEngine(names).init(ctx());
    expect(state.entries).toHaveLength(8);
    for (const entry of state.entries) {
      expect(names).toContain(entry.aiName);
      expect(streamWidgetDimensions).toContain(entry.dimension);
      expect(entry.intensity).toBeGreaterThanOrEqual(1);
      expect(entry.intensity).toBeLessThanOrEqual(10);
    }
  });

  it("regenerates all 8 entries on refresh, every 5 s", () => {
    const engine = createStreamWidgetEngine(names);
    const context = ctx();
    const first = engine.init(context);
    const next = engine.reduce(first, { type: "refresh" }, context);
    expect(next.entries).toHaveLength(8);
    expect(next.generation).toBe(1);
    expect(next.entries.map((e) => e.id)).not.toEqual(first.entries.map((e) => e.id));
    expect(engine.timers).toEqual([{ everyMs: 5000, event: { type: "refresh" } }]);
    expect(streamWidgetConstants.flow).toBe("Nonlinear Phase α-7");
  });

  it("gives the same run for the same seed", () => {
    const a = createStreamWidgetEngine(names);
    const b = createStreamWidgetEngine(names);
    const ca = ctx(9);
    const cb = ctx(9);
    expect(a.reduce(a.init(ca), { type: "refresh" }, ca)).toEqual(b.reduce(b.init(cb), { type: "refresh" }, cb));
  });

  it("bands intensity at 4, 6 and 8", () => {
    expect([3, 4, 5, 6, 7, 8, 10].map(intensityBand)).toEqual([
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "peak",
      "peak",
    ]);
  });

  it("refuses an empty name list", () => {
    expect(() => createStreamWidgetEngine([])).toThrow(RangeError);
  });
});
