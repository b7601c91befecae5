import type { Engine, EngineContext } from "../engine/engine";
import { keepNewest, serialId } from "./engine-helpers";

export const ideaWidgetDimensions = [
  "Reality-Prime",
  "Parallel-Beta",
  "Future-Alpha",
  "Past-Gamma",
  "Quantum-Flux",
  "Consciousness-Core",
  "Dream-State",
  "Infinite-Loop",
] as const;
export type IdeaWidgetDimension = (typeof ideaWidgetDimensions)[number];
export type IdeaRippleStatus = "propagating" | "amplified" | "transcended";

/** The simulated release delay: the edge dispatches `settle` this long after `submit`. */
export const ideaWidgetSubmitDelayMs = 2000;
/** The counter reads `length/500`; display only, the spec enforces no limit. */
export const ideaWidgetCounterMax = 500;
export const ideaWidgetDefaultSubmitter = "You";

export const ideaWidgetConstants = {
  minIntensity: 6,
  maxIntensity: 9,
  minScore: 70,
  maxScore: 99,
  minDimensions: 1,
  maxDimensions: 3,
  /** Our cap so an embedded widget left open cannot grow without end; the spec gives none. */
  ripplesKept: 50,
} as const;

/**
 * Effects by keyword, matched case-insensitively in this order. "ai" must be a whole word (so "again" or
 * "brain" do not count); "health" and "energy" match inside longer words (healthcare, energy-efficient).
 */
export const ideaWidgetKeywordEffects: readonly { keyword: string; pattern: RegExp; effect: string }[] = [
  { keyword: "ai", pattern: /\bai\b/i, effect: "Accelerates AI consciousness evolution across all dimensions" },
  { keyword: "health", pattern: /health/i, effect: "Harmonises biological wellbeing in every parallel reality" },
  { keyword: "energy", pattern: /energy/i, effect: "Amplifies quantum energy flows through the cosmic grid" },
];
export const ideaWidgetDefaultEffect = "Sends ripples of inspiration across the multiverse";

/** Spec 001 §3, Idea ripple (widget). */
export interface IdeaRipple {
  id: string;
  idea: string;
  submittedBy: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** 1-10; new ripples 6-9. */
  rippleIntensity: number;
  dimensions: IdeaWidgetDimension[];
  /** New ripples 70-99. */
  universalScore: number;
  effects: string[];
  status: IdeaRippleStatus;
}

/** Spec 001 §3, Idea stats. */
export interface IdeaStats {
  totalIdeas: number;
  universalEnhancement: number;
  activeRipples: number;
  dimensionalSpread: number;
}

export const ideaWidgetSeededStats: Readonly<IdeaStats> = {
  totalIdeas: 247,
  universalEnhancement: 1847,
  activeRipples: 156,
  dimensionalSpread: 8,
};

export interface IdeaWidgetState {
  stats: IdeaStats;
  /** Newest first. */
  ripples: IdeaRipple[];
  /** The idea being released during the simulated delay; null when idle. */
  pending: { idea: string; submittedBy: string } | null;
  serial: number;
}

export type IdeaWidgetEvent = { type: "submit"; idea: string; submittedBy?: string } | { type: "settle" };

/** The effects an idea earns: one per matching keyword, or the default one. */
export function ideaWidgetEffects(idea: string): string[] {
  const effects = ideaWidgetKeywordEffects.filter(({ pattern }) => pattern.test(idea)).map(({ effect }) => effect);
  return effects.length > 0 ? effects : [ideaWidgetDefaultEffect];
}

const minute = 60_000;

function seededRipples(now: number): IdeaRipple[] {
  return [
    {
      id: "idea-ripple-seed-1",
      idea: "Use AI to translate every language in real time",
      submittedBy: "Maya Chen",
      timestamp: now - 4 * minute,
      rippleIntensity: 9,
      dimensions: ["Reality-Prime", "Consciousness-Core", "Infinite-Loop"],
      universalScore: 96,
      effects: ideaWidgetEffects("AI"),
      status: "transcended",
    },
    {
      id: "idea-ripple-seed-2",
      idea: "Community gardens on every rooftop for better health",
      submittedBy: "Jordan Rivers",
      timestamp: now - 11 * minute,
      rippleIntensity: 7,
      dimensions: ["Future-Alpha", "Parallel-Beta"],
      universalScore: 84,
      effects: ideaWidgetEffects("health"),
      status: "amplified",
    },
    {
      id: "idea-ripple-seed-3",
      idea: "Store solar energy in the motion of ocean tides",
      submittedBy: "Sam Okafor",
      timestamp: now - 23 * minute,
      rippleIntensity: 8,
      dimensions: ["Quantum-Flux"],
      universalScore: 91,
      effects: ideaWidgetEffects("energy"),
      status: "amplified",
    },
  ];
}

function release(state: IdeaWidgetState, { rng, now }: EngineContext): IdeaWidgetState {
  const { pending } = state;
  if (pending === null) return state;
  const c = ideaWidgetConstants;
  const serial = state.serial + 1;
  const ripple: IdeaRipple = {
    id: serialId("idea-ripple", serial),
    idea: pending.idea,
    submittedBy: pending.submittedBy,
    timestamp: now,
    rippleIntensity: rng.int(c.minIntensity, c.maxIntensity),
    dimensions: rng.sample(ideaWidgetDimensions, rng.int(c.minDimensions, c.maxDimensions)),
    universalScore: rng.int(c.minScore, c.maxScore),
    effects: ideaWidgetEffects(pending.idea),
    status: "propagating",
  };
  return {
    serial,
    pending: null,
    ripples: keepNewest(state.ripples, ripple, c.ripplesKept),
    // The spec adds the score to the points and one to the ideas; the other two figures stay as seeded.
    stats: {
      ...state.stats,
      totalIdeas: state.stats.totalIdeas + 1,
      universalEnhancement: state.stats.universalEnhancement + ripple.universalScore,
    },
  };
}

/**
 * Spec 001 idea widget. `submit` starts the simulated release (ignored when empty or already pending);
 * the edge dispatches `settle` after `ideaWidgetSubmitDelayMs`, which creates the ripple. No timers.
 */
export function createIdeaWidgetEngine(): Engine<IdeaWidgetState, IdeaWidgetEvent> {
  return {
    init: ({ now }) => ({ stats: { ...ideaWidgetSeededStats }, ripples: seededRipples(now), pending: null, serial: 0 }),
    reduce(state, event, ctx) {
      if (event.type === "settle") return release(state, ctx);
      if (event.type !== "submit") return state;
      const idea = event.idea.trim();
      if (idea === "" || state.pending !== null) return state;
      return { ...state, pending: { idea, submittedBy: event.submittedBy?.trim() || ideaWidgetDefaultSubmitter } };
    },
    timers: [],
  };
}
