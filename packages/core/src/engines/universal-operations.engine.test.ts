import { describe, expect, it } from "vitest";
import { scriptedContext, seededContext } from "./engine-context.testing";
import {
  createUniversalOperationsEngine,
  linearInsightsProcessed,
  operationsEfficiencyPercent,
  type UniversalOperationsState,
  universesEnhanced,
} from "./universal-operations.engine";

const names = ["Aurora", "Kairos", "Sage"];
const engine = createUniversalOperationsEngine(names);
const ctx = seededContext(2);
const start = (patch: Partial<UniversalOperationsState> = {}) => ({ ...engine.init(seededContext(2)), ...patch });

describe("universal operations engine", () => {
  it("starts at level 85 with 3 insights, six operations and 8 active operations", () => {
    const state = engine.init(ctx);
    expect(state.level).toBe(85);
    expect(state.insights.map((i) => i.id)).toEqual(["insight-3", "insight-2", "insight-1"]);
    expect(state.operations).toHaveLength(6);
    expect(state.operations.map((o) => o.progress)).toEqual([73, 58, 91, 45, 67, 82]);
    expect(state.activeOperations).toBe(8);
    expect(engine.timers).toEqual([{ everyMs: 4000, event: { type: "insightTick" } }]);
  });

  it("adds an insight every tick, keeping 12, and raises the level 0.5 each up to 100", () => {
    let state = start();
    for (let tick = 0; tick < 12; tick++) state = engine.reduce(state, { type: "insightTick" }, ctx);
    expect(state.insights).toHaveLength(12);
    expect(state.insights[0]?.id).toBe("insight-15");
    expect(state.insights[11]?.id).toBe("insight-4");
    expect(state.level).toBe(91);
    expect(names).toContain(state.insights[0]?.createdBy);
    const nearlyFull = engine.reduce(start({ level: 99.8 }), { type: "insightTick" }, ctx);
    expect(nearlyFull.level).toBe(100);
  });

  it("amplifies by 5, capped at 100, and ignores amplify at 100", () => {
    expect(engine.reduce(start(), { type: "amplify" }, ctx).level).toBe(90);
    expect(engine.reduce(start({ level: 97 }), { type: "amplify" }, ctx).level).toBe(100);
    const full = start({ level: 100 });
    expect(engine.reduce(full, { type: "amplify" }, ctx)).toBe(full);
  });

  it("adds one active operation per initiate", () => {
    const once = engine.reduce(start(), { type: "initiateOperation" }, ctx);
    expect(engine.reduce(once, { type: "initiateOperation" }, ctx).activeOperations).toBe(10);
  });

  it("derives the three stats from the spec's formulas", () => {
    const state = start();
    expect(linearInsightsProcessed(state)).toBe(141);
    expect(linearInsightsProcessed(start({ insights: [] }))).toBe(0);
    expect(operationsEfficiencyPercent(state)).toBe(289);
    expect(operationsEfficiencyPercent(start({ level: 85.5 }))).toBe(290.7);
    expect(universesEnhanced(start({ level: 100 }))).toBe(1e22);
    expect(universesEnhanced(start({ level: 80 }))).toBe(1e20);
  });

  it("builds an insight from its draws", () => {
    // source, insight, application, impact, status, createdBy
    const next = engine.reduce(start(), { type: "insightTick" }, scriptedContext([0, 0.99, 0, 0.99, 0.5, 0.5]));
    expect(next.insights[0]).toEqual({
      id: "insight-4",
      source: "Human Linear Thought",
      insight: "Learning from yesterday's mistake is the fastest path to tomorrow",
      universalApplication: "Structuring chaotic quantum fields into navigable pathways",
      impactLevel: "multiversal",
      status: "active",
      createdBy: "Kairos",
    });
  });

  it("refuses an empty name list", () => {
    expect(() => createUniversalOperationsEngine([])).toThrow(RangeError);
  });
});
