import { describe, expect, it } from "vitest";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";
import {
  createIdeaCosmosEngine,
  type IdeaCosmosState,
  ideaCosmosEmptyIdeasText,
  ideaCosmosEmptyRipplesText,
  visibleRipples,
} from "./idea-cosmos.engine";

const engine = createIdeaCosmosEngine();
const empty = (): IdeaCosmosState => engine.init(seededContext(1));
const tick = { type: "tick" } as const;

// count draw, then per ripple: timeIndex, dimension, effect, magnitude, direction; impact; dimensions; x/y pairs.
const threeRipples = [
  0, // 3 ripples
  ...[0, 0, 0, 0, 0], // small, forward, timeIndex 0
  ...[0.5, 0.5, 0.5, 0.3, 0.5], // medium
  ...[0.9999, 0.99, 0.99, 0.99, 0.99], // transcendent, timeIndex 999
  0.5, // impact random 25
  0.99, // dimensions random 4
  ...[0, 0, 0.5, 0.5, 0.99, 0.99],
];

describe("idea-cosmos engine", () => {
  it("exports the two empty-state texts", () => {
    expect(ideaCosmosEmptyRipplesText).toBe("Add an idea to see cosmic ripples appear...");
    expect(ideaCosmosEmptyIdeasText).toBe("The cosmos awaits your first idea...");
    expect(engine.timers).toEqual([{ everyMs: 100, event: { type: "tick" } }]);
  });

  it("ignores an empty or whitespace idea, returning the same state", () => {
    const state = empty();
    expect(engine.reduce(state, { type: "submit", idea: "" }, seededContext(1))).toBe(state);
    expect(engine.reduce(state, { type: "submit", idea: "  \n\t " }, seededContext(1))).toBe(state);
  });

  it("computes impact, dimensions, sizes and the default author from the draws", () => {
    const state = engine.reduce(
      empty(),
      { type: "submit", idea: "  Kindness  ", author: " " },
      scriptedContext(threeRipples),
    );
    const [idea] = state.ideas;
    expect(idea?.idea).toBe("Kindness");
    expect(idea?.author).toBe("Anonymous Linear Being");
    expect(idea?.status).toBe("rippling");
    expect(idea?.timestamp).toBe(testNow);
    expect(idea?.cosmicRipples.map((r) => r.magnitude)).toEqual(["small", "medium", "transcendent"]);
    expect(idea?.cosmicRipples.map((r) => r.timeIndex)).toEqual([0, 500, 999]);
    expect(idea?.universalImpact).toBe(3 * 15 + 25);
    expect(idea?.dimensionsAffected).toBe(3 + 4);
    expect(state.visualRipples.map((v) => [v.size, v.opacity, v.x, v.y])).toEqual([
      [15, 1, 10, 10],
      [25, 1, 50, 50],
      [80, 1, 90, 90],
    ]);
  });

  it("keeps a given author and makes 3-8 ripples, one visual ripple each", () => {
    const state = engine.reduce(empty(), { type: "submit", idea: "Solar gardens", author: "Ada" }, seededContext(4));
    const idea = state.ideas[0];
    expect(idea?.author).toBe("Ada");
    const count = idea?.cosmicRipples.length ?? 0;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(8);
    expect(state.visualRipples).toHaveLength(count);
    expect(idea?.universalImpact).toBeGreaterThanOrEqual(count * 15);
    expect(idea?.universalImpact).toBeLessThanOrEqual(count * 15 + 49);
  });

  it("steps the status at exactly 5 s and 15 s after submission", () => {
    const submitted = engine.reduce(empty(), { type: "submit", idea: "Hope" }, seededContext(3));
    const at = (ms: number) => engine.reduce(submitted, tick, seededContext(3, testNow + ms)).ideas[0]?.status;
    expect(at(4999)).toBe("rippling");
    expect(at(5000)).toBe("expanding");
    expect(at(14_999)).toBe("expanding");
    expect(at(15_000)).toBe("transcendent");
  });

  it("grows visual ripples 2 % and fades them 0.01 per tick, removing them at 0.1", () => {
    let state = engine.reduce(empty(), { type: "submit", idea: "Hope" }, scriptedContext(threeRipples));
    state = engine.reduce(state, tick, seededContext(1));
    expect(state.visualRipples[0]?.size).toBe(15 * 1.02);
    expect(state.visualRipples[0]?.opacity).toBe(0.99);
    for (let n = 2; n <= 89; n++) state = engine.reduce(state, tick, seededContext(1));
    expect(state.visualRipples[0]?.opacity).toBe(0.11);
    expect(state.visualRipples).toHaveLength(3);
    state = engine.reduce(state, tick, seededContext(1));
    expect(state.visualRipples).toEqual([]);
  });

  it("returns the same state on a tick with nothing to animate or step", () => {
    const state = empty();
    expect(engine.reduce(state, tick, seededContext(1))).toBe(state);
  });

  it("keeps 20 ideas and 50 visual ripples, showing the first 10", () => {
    let state = empty();
    for (let n = 1; n <= 25; n++) state = engine.reduce(state, { type: "submit", idea: `idea ${n}` }, seededContext(n));
    expect(state.ideas).toHaveLength(20);
    expect(state.ideas[0]?.idea).toBe("idea 25");
    expect(state.ideas[19]?.idea).toBe("idea 6");
    expect(state.visualRipples).toHaveLength(50);
    expect(visibleRipples(state)).toEqual(state.visualRipples.slice(0, 10));
    expect(visibleRipples(state)[0]?.rippleEffect.id).toBe("idea-25-ripple-1");
  });
});
