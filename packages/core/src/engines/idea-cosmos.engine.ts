import type { Engine, EngineContext } from "../engine/engine";
import { cleanDecimal, keepNewest, keepNewestAll, serialId } from "./engine-helpers";

export const rippleMagnitudes = ["small", "medium", "large", "universal", "transcendent"] as const;
export type RippleMagnitude = (typeof rippleMagnitudes)[number];
export const temporalDirections = ["forward", "backward", "parallel", "omnidirectional"] as const;
export type TemporalDirection = (typeof temporalDirections)[number];
export type CosmicIdeaStatus = "rippling" | "expanding" | "transcendent";

export const ideaCosmosEmptyRipplesText = "Add an idea to see cosmic ripples appear...";
export const ideaCosmosEmptyIdeasText = "The cosmos awaits your first idea...";
export const ideaCosmosDefaultAuthor = "Anonymous Linear Being";

export const ideaCosmosConstants = {
  tickMs: 100,
  ideasKept: 20,
  visualRipplesKept: 50,
  visualRipplesShown: 10,
  minRipples: 3,
  maxRipples: 8,
  impactPerRipple: 15,
  /** Status steps, measured from submission. */
  expandingAfterMs: 5000,
  transcendentAfterMs: 15_000,
  growthPerTick: 1.02,
  fadePerTick: 0.01,
  /** A visual ripple is removed once its opacity is at or below this. */
  removeAtOpacity: 0.1,
} as const;

/** Starting diameter of a visual ripple by magnitude. */
export const rippleSizes: Readonly<Record<RippleMagnitude, number>> = {
  small: 15,
  medium: 25,
  large: 40,
  universal: 60,
  transcendent: 80,
};

export const rippleColors: Readonly<Record<RippleMagnitude, string>> = {
  small: "#60a5fa",
  medium: "#a78bfa",
  large: "#f472b6",
  universal: "#facc15",
  transcendent: "#34d399",
};

export const ideaCosmosDimensions = [
  "Past Timeline",
  "Present Reality",
  "Future Probability",
  "Parallel Universe",
  "Quantum Realm",
  "Dream Dimension",
  "Consciousness Plane",
] as const;

export const rippleEffectTexts = [
  "Inspires a forgotten civilisation to rediscover its purpose",
  "Shifts the probability of a kinder future by a measurable fraction",
  "Awakens curiosity in a dormant mind",
  "Reconciles two diverging timelines",
  "Seeds a new art form in a distant galaxy",
  "Strengthens the bonds between parallel selves",
  "Dissolves an ancient paradox",
  "Opens a doorway to an unexplored dimension",
] as const;

/** Spec 001 §3, Ripple effect. */
export interface RippleEffect {
  id: string;
  /** 0-999. */
  timeIndex: number;
  dimension: string;
  effect: string;
  magnitude: RippleMagnitude;
  temporalDirection: TemporalDirection;
}

/** Spec 001 §3, Idea. */
export interface CosmicIdea {
  id: string;
  idea: string;
  author: string;
  /** Epoch milliseconds of submission; the status steps are measured from it. */
  timestamp: number;
  cosmicRipples: RippleEffect[];
  universalImpact: number;
  dimensionsAffected: number;
  status: CosmicIdeaStatus;
}

/** Spec 001 §3, Visual ripple. x and y are percentages of the canvas. */
export interface VisualRipple {
  id: string;
  x: number;
  y: number;
  size: number;
  opacity: number;
  color: string;
  rippleEffect: RippleEffect;
}

export interface IdeaCosmosState {
  /** Newest first, at most 20. */
  ideas: CosmicIdea[];
  /** Newest first, at most 50. */
  visualRipples: VisualRipple[];
  serial: number;
}

export type IdeaCosmosEvent = { type: "submit"; idea: string; author?: string } | { type: "tick" };

/** The visual ripples on screen: the first 10. */
export function visibleRipples(state: IdeaCosmosState): VisualRipple[] {
  return state.visualRipples.slice(0, ideaCosmosConstants.visualRipplesShown);
}

export function cosmicIdeaStatusAt(submittedAt: number, now: number): CosmicIdeaStatus {
  const age = now - submittedAt;
  if (age >= ideaCosmosConstants.transcendentAfterMs) return "transcendent";
  if (age >= ideaCosmosConstants.expandingAfterMs) return "expanding";
  return "rippling";
}

function makeRipple(ideaId: string, index: number, { rng }: EngineContext): RippleEffect {
  return {
    id: `${ideaId}-ripple-${index + 1}`,
    timeIndex: rng.int(0, 999),
    dimension: rng.pick(ideaCosmosDimensions),
    effect: rng.pick(rippleEffectTexts),
    magnitude: rng.pick(rippleMagnitudes),
    temporalDirection: rng.pick(temporalDirections),
  };
}

function submit(state: IdeaCosmosState, idea: string, author: string | undefined, ctx: EngineContext): IdeaCosmosState {
  const text = idea.trim();
  if (text === "") return state;
  const { rng, now } = ctx;
  const serial = state.serial + 1;
  const id = serialId("idea", serial);
  const count = rng.int(ideaCosmosConstants.minRipples, ideaCosmosConstants.maxRipples);
  const cosmicRipples = Array.from({ length: count }, (_, index) => makeRipple(id, index, ctx));
  const cosmicIdea: CosmicIdea = {
    id,
    idea: text,
    author: author?.trim() || ideaCosmosDefaultAuthor,
    timestamp: now,
    cosmicRipples,
    universalImpact: count * ideaCosmosConstants.impactPerRipple + rng.int(0, 49),
    dimensionsAffected: count + rng.int(0, 4),
    status: "rippling",
  };
  const visuals = cosmicRipples.map(
    (rippleEffect): VisualRipple => ({
      id: `visual-${rippleEffect.id}`,
      x: rng.int(10, 90),
      y: rng.int(10, 90),
      size: rippleSizes[rippleEffect.magnitude],
      opacity: 1,
      color: rippleColors[rippleEffect.magnitude],
      rippleEffect,
    }),
  );
  return {
    serial,
    ideas: keepNewest(state.ideas, cosmicIdea, ideaCosmosConstants.ideasKept),
    visualRipples: keepNewestAll(state.visualRipples, visuals, ideaCosmosConstants.visualRipplesKept),
  };
}

function advanceStatuses(ideas: CosmicIdea[], now: number): CosmicIdea[] {
  let changed = false;
  const next = ideas.map((idea) => {
    const status = cosmicIdeaStatusAt(idea.timestamp, now);
    if (status === idea.status) return idea;
    changed = true;
    return { ...idea, status };
  });
  return changed ? next : ideas;
}

function animate(ripples: VisualRipple[]): VisualRipple[] {
  if (ripples.length === 0) return ripples;
  const { growthPerTick, fadePerTick, removeAtOpacity } = ideaCosmosConstants;
  return ripples
    .map((ripple) => ({
      ...ripple,
      size: ripple.size * growthPerTick,
      opacity: cleanDecimal(ripple.opacity - fadePerTick),
    }))
    .filter((ripple) => ripple.opacity > removeAtOpacity);
}

/** Spec 001 idea-cosmos: submitted ideas with ripple effects, status steps by age and fading visual ripples. */
export function createIdeaCosmosEngine(): Engine<IdeaCosmosState, IdeaCosmosEvent> {
  return {
    init: () => ({ ideas: [], visualRipples: [], serial: 0 }),
    reduce(state, event, ctx) {
      if (event.type === "submit") return submit(state, event.idea, event.author, ctx);
      if (event.type !== "tick") return state;
      const ideas = advanceStatuses(state.ideas, ctx.now);
      const visualRipples = animate(state.visualRipples);
      if (ideas === state.ideas && visualRipples === state.visualRipples) return state;
      return { ...state, ideas, visualRipples };
    },
    timers: [{ everyMs: ideaCosmosConstants.tickMs, event: { type: "tick" } }],
  };
}
