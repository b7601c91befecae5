import { describe, expect, it } from "vitest";
import {
  type ConsciousnessHubState,
  consciousnessHubConstants,
  createConsciousnessHubEngine,
} from "./consciousness-hub.engine";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";

const names = ["Aurora", "Kairos", "Sage", "Nova"];
const engine = createConsciousnessHubEngine(names);
const start = (patch: Partial<ConsciousnessHubState> = {}): ConsciousnessHubState => ({
  ...engine.init(seededContext(1)),
  ...patch,
});

describe("consciousness hub engine", () => {
  it("starts at level 85 with three streams, six moments and a seeded time index", () => {
    const state = engine.init(seededContext(1));
    expect(state.level).toBe(85);
    expect(state.expanding).toBe(false);
    expect(state.timeIndex).toBe(45);
    expect(state.streams.map((s) => [s.id, s.timestamp])).toEqual([
      ["stream-3", testNow],
      ["stream-2", testNow - 3000],
      ["stream-1", testNow - 6000],
    ]);
    expect(state.moments).toHaveLength(6);
    expect(state.moments.map((m) => m.timeIndex)).toEqual([7, 23, 42, 58, 76, 93]);
    for (const moment of state.moments) {
      expect(moment.activePersonalities).toHaveLength(3);
      expect(new Set(moment.activePersonalities).size).toBe(3);
    }
  });

  it("runs a 1.5 s and a 3 s timer", () => {
    expect(engine.timers).toEqual([
      { everyMs: 1500, event: { type: "timeTick" } },
      { everyMs: 3000, event: { type: "streamTick" } },
    ]);
  });

  it("drifts the time index by -5..+5 modulo 100 and raises the level by 0.5", () => {
    // drift draw 0 -> -5; big-roll draw 0.5 misses 10 %; expansion draw 0.2 hits 30 %.
    const next = engine.reduce(start({ timeIndex: 2 }), { type: "timeTick" }, scriptedContext([0, 0.5, 0.2]));
    expect(next.timeIndex).toBe(97);
    expect(next.level).toBe(85.5);
    expect(next.expanding).toBe(true);
    const up = engine.reduce(start({ timeIndex: 98 }), { type: "timeTick" }, scriptedContext([0.99, 0.5, 0.9]));
    expect(up.timeIndex).toBe(3);
    expect(up.expanding).toBe(false);
  });

  it("raises the level by 2 on a big roll (10 %) and caps it at 100", () => {
    const big = engine.reduce(start(), { type: "timeTick" }, scriptedContext([0.5, 0.09, 0.9]));
    expect(big.level).toBe(87);
    expect(consciousnessHubConstants.bigRollChance).toBe(0.1);
    const capped = engine.reduce(start({ level: 99 }), { type: "timeTick" }, scriptedContext([0.5, 0.05, 0.9]));
    expect(capped.level).toBe(100);
  });

  it("adds a stream every tick, newest first, keeping 8", () => {
    let state = start({ streams: [] });
    for (let tick = 1; tick <= 10; tick++) {
      state = engine.reduce(state, { type: "streamTick" }, seededContext(tick, testNow + tick * 3000));
    }
    expect(state.streams).toHaveLength(8);
    expect(state.streams[0]?.id).toBe("stream-13");
    expect(state.streams[7]?.id).toBe("stream-6");
    expect(state.streams[0]?.timestamp).toBe(testNow + 30_000);
    for (const stream of state.streams) {
      expect(names).toContain(stream.aiPersonality);
      expect(stream.intensity).toBeGreaterThanOrEqual(1);
      expect(stream.intensity).toBeLessThanOrEqual(100);
    }
  });

  it("builds a stream from its draws", () => {
    // name, dimension, intensity, message, personality
    const next = engine.reduce(start(), { type: "streamTick" }, scriptedContext([0, 0.99, 0.999, 0, 0.3]));
    expect(next.streams[0]).toEqual({
      id: "stream-4",
      name: "Temporal Echo",
      timestamp: testNow,
      dimension: "quantum",
      intensity: 100,
      message: "Perceiving every moment of this conversation at once",
      aiPersonality: "Kairos",
    });
  });

  it("expands consciousness by 5, capped, and returns the same state when nothing can change", () => {
    const expanded = engine.reduce(start(), { type: "expand" }, seededContext(1));
    expect(expanded.level).toBe(90);
    expect(expanded.expanding).toBe(true);
    const full = start({ level: 100, expanding: true });
    expect(engine.reduce(full, { type: "expand" }, seededContext(1))).toBe(full);
  });

  it("leaps the time index 25..75 forward and adds a quantum stream", () => {
    // leap draw 0 -> +25; then name, intensity, message, personality (dimension is fixed)
    const next = engine.reduce(start({ timeIndex: 90 }), { type: "quantumLeap" }, scriptedContext([0, 0, 0, 0, 0]));
    expect(next.timeIndex).toBe(15);
    expect(next.streams[0]?.dimension).toBe("quantum");
    expect(next.streams).toHaveLength(4);
  });

  it("empties the stream list on reset and ignores a reset of an empty list", () => {
    const reset = engine.reduce(start(), { type: "resetStreams" }, seededContext(1));
    expect(reset.streams).toEqual([]);
    expect(engine.reduce(reset, { type: "resetStreams" }, seededContext(1))).toBe(reset);
  });

  it("refuses an empty name list", () => {
    expect(() => createConsciousnessHubEngine([])).toThrow(RangeError);
  });
});
