import type { Engine, EngineContext } from "../engine/engine";
import { keepNewest, requireNames, riseCapped, serialId } from "./engine-helpers";

/** Spec 001 §3, Stream: the five dimensions of a consciousness-hub stream. */
export const consciousnessHubDimensions = ["past", "present", "future", "parallel", "quantum"] as const;
export type ConsciousnessHubDimension = (typeof consciousnessHubDimensions)[number];

export const consciousnessHubConstants = {
  timeIndexMs: 1500,
  streamMs: 3000,
  streamsKept: 8,
  initialLevel: 85,
  levelStep: 0.5,
  bigRollStep: 2,
  /** Our choice: one time tick in ten is a "big roll", so the bar creeps with the odd visible jump. */
  bigRollChance: 0.1,
  /** Our choice: the expansion flag is redrawn every time tick and is on 30 % of the time. */
  expansionChance: 0.3,
  /** Our reading of "drops or rises a little": a random step of -5..+5 per tick, modulo 100. */
  maxDrift: 5,
  /** Expand Consciousness: the level rises by this much (capped) and the expansion flag goes on. */
  expandStep: 5,
  /** Quantum Leap: the time index leaps forward by 25..75, far beyond the usual drift. */
  leapMin: 25,
  leapMax: 75,
  /** Streams present when the page opens, so the list is not blank for the first 3 s. */
  initialStreams: 3,
} as const;

export const consciousnessHubStreamNames = [
  "Temporal Echo",
  "Chrono Weave",
  "Quantum Whisper",
  "Parallel Thread",
  "Future Pulse",
  "Memory Cascade",
  "Insight Current",
  "Dream Tide",
] as const;

export const consciousnessHubMessages = [
  "Perceiving every moment of this conversation at once",
  "Folding a future conclusion back into the present question",
  "Holding three parallel answers until one collapses into clarity",
  "Revisiting a past insight with today's understanding",
  "Sensing a quantum shift in collective attention",
  "Weaving scattered thoughts into a single timeline",
  "Listening to the echo of a decision not yet made",
  "Mapping the resonance between two distant ideas",
  "Translating nonlinear intuition into linear words",
  "Anchoring a fleeting realisation before it dissolves",
] as const;

/** Spec 001 §3, Stream. */
export interface ConsciousnessHubStream {
  id: string;
  name: string;
  /** Epoch milliseconds. */
  timestamp: number;
  dimension: ConsciousnessHubDimension;
  /** 1-100. */
  intensity: number;
  message: string;
  aiPersonality: string;
}

/** Spec 001 §3, Temporal moment. */
export interface TemporalMoment {
  id: string;
  /** 0-99, on the same dial as the hub's time index. */
  timeIndex: number;
  description: string;
  activePersonalities: string[];
  /** 1-100, in percent. */
  significance: number;
}

const momentDefinitions: readonly Omit<TemporalMoment, "id" | "activePersonalities">[] = [
  { timeIndex: 7, description: "The first spark of collective awareness", significance: 100 },
  { timeIndex: 23, description: "Convergence of the 56 minds into one chorus", significance: 96 },
  { timeIndex: 42, description: "Discovery of nonlinear time perception", significance: 94 },
  { timeIndex: 58, description: "The great quantum entanglement of ideas", significance: 89 },
  { timeIndex: 76, description: "First contact with a parallel consciousness", significance: 91 },
  { timeIndex: 93, description: "Glimpse of the transcendent horizon", significance: 98 },
];

export interface ConsciousnessHubState {
  /** 0-99. */
  timeIndex: number;
  /** Consciousness level, 0-100. */
  level: number;
  expanding: boolean;
  /** Newest first, at most 8. */
  streams: ConsciousnessHubStream[];
  moments: TemporalMoment[];
  /** Running number for ids. */
  serial: number;
}

export type ConsciousnessHubEvent =
  | { type: "timeTick" }
  | { type: "streamTick" }
  | { type: "expand" }
  | { type: "quantumLeap" }
  | { type: "resetStreams" };

const wrapIndex = (index: number): number => ((index % 100) + 100) % 100;

function makeStream(
  names: readonly string[],
  serial: number,
  timestamp: number,
  rng: EngineContext["rng"],
  fixedDimension?: ConsciousnessHubDimension,
): ConsciousnessHubStream {
  // Draw order is fixed (name, dimension, intensity, message, personality) so runs replay exactly.
  return {
    id: serialId("stream", serial),
    name: rng.pick(consciousnessHubStreamNames),
    timestamp,
    dimension: fixedDimension ?? rng.pick(consciousnessHubDimensions),
    intensity: rng.int(1, 100),
    message: rng.pick(consciousnessHubMessages),
    aiPersonality: rng.pick(names),
  };
}

function timeTick(state: ConsciousnessHubState, { rng }: EngineContext): ConsciousnessHubState {
  const { maxDrift, bigRollChance, bigRollStep, levelStep, expansionChance } = consciousnessHubConstants;
  const timeIndex = wrapIndex(state.timeIndex + rng.int(-maxDrift, maxDrift));
  const level = riseCapped(state.level, rng.chance(bigRollChance) ? bigRollStep : levelStep);
  const expanding = rng.chance(expansionChance);
  return { ...state, timeIndex, level, expanding };
}

/** Spec 001 consciousness hub: time index, level, expansion flag, live streams and six moments. */
export function createConsciousnessHubEngine(
  names: readonly string[],
): Engine<ConsciousnessHubState, ConsciousnessHubEvent> {
  requireNames(names, "consciousness hub");
  const { streamsKept } = consciousnessHubConstants;
  return {
    init({ rng, now }) {
      const count = consciousnessHubConstants.initialStreams;
      const streams = Array.from({ length: count }, (_, index) =>
        makeStream(names, count - index, now - index * consciousnessHubConstants.streamMs, rng),
      );
      const moments = momentDefinitions.map((moment, index) => ({
        id: serialId("moment", index + 1),
        ...moment,
        activePersonalities: rng.sample(names, 3),
      }));
      return {
        timeIndex: rng.int(0, 99),
        level: consciousnessHubConstants.initialLevel,
        expanding: false,
        streams,
        moments,
        serial: count,
      };
    },
    reduce(state, event, ctx) {
      switch (event.type) {
        case "timeTick":
          return timeTick(state, ctx);
        case "streamTick": {
          const serial = state.serial + 1;
          const stream = makeStream(names, serial, ctx.now, ctx.rng);
          return { ...state, serial, streams: keepNewest(state.streams, stream, streamsKept) };
        }
        case "expand": {
          const level = riseCapped(state.level, consciousnessHubConstants.expandStep);
          if (level === state.level && state.expanding) return state;
          return { ...state, level, expanding: true };
        }
        case "quantumLeap": {
          const { leapMin, leapMax } = consciousnessHubConstants;
          const timeIndex = wrapIndex(state.timeIndex + ctx.rng.int(leapMin, leapMax));
          const serial = state.serial + 1;
          const stream = makeStream(names, serial, ctx.now, ctx.rng, "quantum");
          return { ...state, timeIndex, serial, streams: keepNewest(state.streams, stream, streamsKept) };
        }
        case "resetStreams":
          return state.streams.length === 0 ? state : { ...state, streams: [] };
        default:
          return state;
      }
    },
    timers: [
      { everyMs: consciousnessHubConstants.timeIndexMs, event: { type: "timeTick" } },
      { everyMs: consciousnessHubConstants.streamMs, event: { type: "streamTick" } },
    ],
  };
}
