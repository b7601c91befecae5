import { describe, expect, it } from "vitest";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";
import { growthToolCategories, lifePurposeStatuses } from "./human-growth.data";
import { createHumanGrowthEngine, type HumanGrowthState } from "./human-growth.engine";

const names = ["Aurora", "Kairos", "Sage"];
const engine = createHumanGrowthEngine(names);
const ctx = seededContext(6);
const start = (patch: Partial<HumanGrowthState> = {}): HumanGrowthState => ({ ...engine.init(ctx), ...patch });

describe("human growth engine", () => {
  it("starts with level 67, three wisdom items, one tool per category and four purposes", () => {
    const state = engine.init(seededContext(6));
    expect(state.evolutionLevel).toBe(67);
    expect(state.wisdom.map((w) => [w.id, w.timestamp])).toEqual([
      ["wisdom-3", testNow],
      ["wisdom-2", testNow - 6000],
      ["wisdom-1", testNow - 12_000],
    ]);
    expect(state.tools.map((t) => t.category)).toEqual([...growthToolCategories]);
    expect(state.purposes.map((p) => p.status).sort()).toEqual([...lifePurposeStatuses].sort());
    expect(state.guidanceText).toBe("");
    expect(engine.timers).toEqual([{ everyMs: 6000, event: { type: "wisdomTick" } }]);
  });

  it("adds a wisdom item every tick, keeping 15, and raises the level 0.3 each up to 100", () => {
    let state = start();
    for (let n = 1; n <= 20; n++) state = engine.reduce(state, { type: "wisdomTick" }, seededContext(n, testNow + n));
    expect(state.wisdom).toHaveLength(15);
    expect(state.wisdom[0]?.id).toBe("wisdom-23");
    expect(state.wisdom[0]?.timestamp).toBe(testNow + 20);
    expect(state.evolutionLevel).toBe(73);
    expect(engine.reduce(start({ evolutionLevel: 99.8 }), { type: "wisdomTick" }, ctx).evolutionLevel).toBe(100);
  });

  it("builds a wisdom item from its draws", () => {
    const next = engine.reduce(start(), { type: "wisdomTick" }, scriptedContext([0.99, 0, 0.99]));
    expect(next.wisdom[0]).toEqual({
      id: "wisdom-4",
      source: "Sage",
      wisdom: "Growth begins where comfort ends",
      application: "Write down one question you want to live with this week",
      timestamp: testNow,
    });
  });

  it("types guidance and clears it on request without any other change", () => {
    const typed = engine.reduce(start(), { type: "setGuidanceText", text: "How do I grow?" }, ctx);
    expect(typed.guidanceText).toBe("How do I grow?");
    const requested = engine.reduce(typed, { type: "requestGuidance" }, ctx);
    expect(requested).toEqual({ ...typed, guidanceText: "" });
    expect(engine.reduce(requested, { type: "requestGuidance" }, ctx)).toBe(requested);
  });

  it("refuses an empty name list", () => {
    expect(() => createHumanGrowthEngine([])).toThrow(RangeError);
  });
});
