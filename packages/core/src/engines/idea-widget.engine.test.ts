import { describe, expect, it } from "vitest";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";
import {
  createIdeaWidgetEngine,
  type IdeaWidgetState,
  ideaWidgetCounterMax,
  ideaWidgetEffects,
  ideaWidgetSubmitDelayMs,
} from "./idea-widget.engine";

const engine = createIdeaWidgetEngine();
const start = (): IdeaWidgetState => engine.init(seededContext(1));
const settle = { type: "settle" } as const;
const ai = "Accelerates AI consciousness evolution across all dimensions";
const health = "Harmonises biological wellbeing in every parallel reality";
const energy = "Amplifies quantum energy flows through the cosmic grid";
const fallback = "Sends ripples of inspiration across the multiverse";

describe("idea widget engine", () => {
  it("starts with the seeded stats and amplified or transcended ripples, and no timers", () => {
    const state = start();
    expect(state.stats).toEqual({
      totalIdeas: 247,
      universalEnhancement: 1847,
      activeRipples: 156,
      dimensionalSpread: 8,
    });
    expect(state.ripples.map((r) => r.status)).toEqual(["transcended", "amplified", "amplified"]);
    expect(state.pending).toBeNull();
    expect(engine.timers).toEqual([]);
    expect(ideaWidgetSubmitDelayMs).toBe(2000);
    expect(ideaWidgetCounterMax).toBe(500);
  });

  it("ignores an empty or whitespace idea", () => {
    const state = start();
    expect(engine.reduce(state, { type: "submit", idea: "   " }, seededContext(1))).toBe(state);
    expect(engine.reduce(state, { type: "submit", idea: "" }, seededContext(1))).toBe(state);
  });

  it("holds a submitted idea as pending and ignores a second submit until it settles", () => {
    const pending = engine.reduce(start(), { type: "submit", idea: "  Clean AI energy  " }, seededContext(1));
    expect(pending.pending).toEqual({ idea: "Clean AI energy", submittedBy: "You" });
    expect(pending.ripples).toHaveLength(3);
    expect(engine.reduce(pending, { type: "submit", idea: "another" }, seededContext(1))).toBe(pending);
  });

  it("settles into a propagating ripple from its draws and adds the score and one idea", () => {
    const pending = engine.reduce(
      start(),
      { type: "submit", idea: "Clean AI energy", submittedBy: "Ada" },
      seededContext(1),
    );
    // intensity 0.99 -> 9, dimension count 0.5 -> 2, sample draws 0 and 0, score 0 -> 70
    const next = engine.reduce(pending, settle, scriptedContext([0.99, 0.5, 0, 0, 0], testNow + 2000));
    expect(next.ripples[0]).toEqual({
      id: "idea-ripple-1",
      idea: "Clean AI energy",
      submittedBy: "Ada",
      timestamp: testNow + 2000,
      rippleIntensity: 9,
      dimensions: ["Reality-Prime", "Parallel-Beta"],
      universalScore: 70,
      effects: [ai, energy],
      status: "propagating",
    });
    expect(next.stats).toEqual({
      totalIdeas: 248,
      universalEnhancement: 1917,
      activeRipples: 156,
      dimensionalSpread: 8,
    });
    expect(next.pending).toBeNull();
    expect(next.ripples.slice(1)).toEqual(pending.ripples);
  });

  it("keeps new ripples within intensity 6-9, score 70-99 and 1-3 distinct dimensions", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const pending = engine.reduce(start(), { type: "submit", idea: "x" }, seededContext(seed));
      const ripple = engine.reduce(pending, settle, seededContext(seed)).ripples[0];
      expect(ripple?.rippleIntensity).toBeGreaterThanOrEqual(6);
      expect(ripple?.rippleIntensity).toBeLessThanOrEqual(9);
      expect(ripple?.universalScore).toBeGreaterThanOrEqual(70);
      expect(ripple?.universalScore).toBeLessThanOrEqual(99);
      expect(new Set(ripple?.dimensions).size).toBe(ripple?.dimensions.length);
      expect(ripple?.dimensions.length).toBeGreaterThanOrEqual(1);
      expect(ripple?.dimensions.length).toBeLessThanOrEqual(3);
    }
  });

  it("ignores a settle with nothing pending", () => {
    const state = start();
    expect(engine.reduce(state, settle, seededContext(1))).toBe(state);
  });

  it("chooses effects by keyword, case-insensitively, with a default", () => {
    expect(ideaWidgetEffects("An AI nurse")).toEqual([ai]);
    expect(ideaWidgetEffects("HEALTHCARE for all")).toEqual([health]);
    expect(ideaWidgetEffects("ai for health and Energy")).toEqual([ai, health, energy]);
    expect(ideaWidgetEffects("Try again with a brain")).toEqual([fallback]);
  });

  it("does not enforce the 500 counter", () => {
    const long = "a".repeat(600);
    const pending = engine.reduce(start(), { type: "submit", idea: long }, seededContext(1));
    expect(engine.reduce(pending, settle, seededContext(1)).ripples[0]?.idea).toBe(long);
  });
});
