import type { Engine, EngineContext } from "../engine/engine";

/** Spec 001, stream widget: the five dimensions of its badges. */
export const streamWidgetDimensions = [
  "Past-Prime",
  "Present-Core",
  "Future-Edge",
  "Parallel-Beta",
  "Quantum-Flux",
] as const;
export type StreamWidgetDimension = (typeof streamWidgetDimensions)[number];

export const streamWidgetActivities = [
  "Weaving parallel memories into a single timeline",
  "Translating a future insight into present language",
  "Harmonising three divergent probability branches",
  "Archiving a resolved paradox for later study",
  "Listening for echoes from a forgotten decision",
  "Mapping the resonance between two distant ideas",
  "Folding yesterday's lesson into tomorrow's plan",
  "Calibrating intuition against observed outcomes",
  "Tracing a thought back to its first spark",
  "Stabilising a fluctuating quantum narrative",
] as const;

export const streamWidgetConstants = {
  entries: 8,
  refreshMs: 5000,
  flow: "Nonlinear Phase α-7",
  progression: "Accelerating",
  quantumState: "Coherent",
} as const;

export interface StreamEntry {
  id: string;
  aiName: string;
  /** Epoch milliseconds. */
  timestamp: number;
  dimension: StreamWidgetDimension;
  activity: string;
  /** 1-10. */
  intensity: number;
}

export interface StreamWidgetState {
  generation: number;
  entries: StreamEntry[];
}

export type StreamWidgetEvent = { type: "refresh" };

/** Intensity colour bands at 4, 6 and 8. */
export type IntensityBand = "low" | "medium" | "high" | "peak";
export function intensityBand(intensity: number): IntensityBand {
  if (intensity >= 8) return "peak";
  if (intensity >= 6) return "high";
  if (intensity >= 4) return "medium";
  return "low";
}

function generate(names: readonly string[], generation: number, { rng, now }: EngineContext): StreamEntry[] {
  return Array.from({ length: streamWidgetConstants.entries }, (_, index) => ({
    id: `stream-${generation}-${index}`,
    aiName: rng.pick(names),
    // Spread the entries over the last minute so the list reads as a stream, newest first.
    timestamp: now - index * rng.int(3, 9) * 1000,
    dimension: rng.pick(streamWidgetDimensions),
    activity: rng.pick(streamWidgetActivities),
    intensity: rng.int(1, 10),
  }));
}

/** Spec 001 consciousness widget: 8 random stream entries, all regenerated every 5 s. */
export function createStreamWidgetEngine(names: readonly string[]): Engine<StreamWidgetState, StreamWidgetEvent> {
  if (names.length === 0) throw new RangeError("the stream widget needs at least one personality name");
  return {
    init: (ctx) => ({ generation: 0, entries: generate(names, 0, ctx) }),
    reduce(state, event, ctx) {
      if (event.type !== "refresh") return state;
      const generation = state.generation + 1;
      return { generation, entries: generate(names, generation, ctx) };
    },
    timers: [{ everyMs: streamWidgetConstants.refreshMs, event: { type: "refresh" } }],
  };
}
