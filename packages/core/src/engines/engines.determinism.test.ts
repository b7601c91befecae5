import { describe, expect, it } from "vitest";
import type { Engine } from "../engine/engine";
import { createRng } from "../random/rng";
import { createConsciousnessHubEngine } from "./consciousness-hub.engine";
import { testNow } from "./engine-context.testing";
import { createIdeaCosmosEngine, type IdeaCosmosEvent } from "./idea-cosmos.engine";

const names = ["Aurora", "Kairos", "Sage", "Nova"];

/** Runs an engine from init through `events`, one rng per run and a clock that steps 100 ms per event. */
function run<S, E>(engine: Engine<S, E>, seed: number, events: readonly E[]): S[] {
  const rng = createRng(seed);
  let state = engine.init({ rng, now: testNow });
  const states = [state];
  events.forEach((event, index) => {
    state = engine.reduce(state, event, { rng, now: testNow + (index + 1) * 100 });
    states.push(state);
  });
  return states;
}

const hubEvents = [
  { type: "timeTick" },
  { type: "streamTick" },
  { type: "quantumLeap" },
  { type: "timeTick" },
  { type: "expand" },
  { type: "streamTick" },
] as const;

const cosmosEvents: IdeaCosmosEvent[] = [
  { type: "submit", idea: "Kindness at scale", author: "Ada" },
  { type: "tick" },
  { type: "submit", idea: "Open libraries everywhere" },
  { type: "tick" },
  { type: "tick" },
];

describe("engine determinism", () => {
  it("replays the consciousness hub exactly for the same seed and differs for another", () => {
    const engine = createConsciousnessHubEngine(names);
    expect(run(engine, 42, hubEvents)).toEqual(run(createConsciousnessHubEngine(names), 42, hubEvents));
    expect(run(engine, 42, hubEvents)).not.toEqual(run(engine, 43, hubEvents));
  });

  it("replays idea-cosmos exactly for the same seed and differs for another", () => {
    const engine = createIdeaCosmosEngine();
    expect(run(engine, 7, cosmosEvents)).toEqual(run(createIdeaCosmosEngine(), 7, cosmosEvents));
    expect(run(engine, 7, cosmosEvents)).not.toEqual(run(engine, 8, cosmosEvents));
  });
});
