import type { Engine, EngineContext } from "../engine/engine";
import { keepNewest, requireNames, riseCapped, serialId } from "./engine-helpers";

export const insightImpactLevels = ["local", "planetary", "galactic", "universal", "multiversal"] as const;
export type InsightImpactLevel = (typeof insightImpactLevels)[number];
export const insightStatuses = ["processing", "implementing", "active", "transcendent"] as const;
export type InsightStatus = (typeof insightStatuses)[number];
export type OperationStatus = "executing" | "optimizing" | "transcending";

export const universalOperationsConstants = {
  insightMs: 4000,
  insightsKept: 12,
  /** The spec gives no own start; we use its one initial consciousness level, 85. */
  initialLevel: 85,
  levelStepPerInsight: 0.5,
  amplifyStep: 5,
  initialActiveOperations: 8,
  insightsPerListItem: 47,
  efficiencyPerLevel: 3.4,
  /** Insights present when the page opens, so the feed and its stat are not empty. */
  initialInsights: 3,
} as const;

/** Spec 001 §3, Insight. */
export interface Insight {
  id: string;
  source: string;
  insight: string;
  universalApplication: string;
  impactLevel: InsightImpactLevel;
  status: InsightStatus;
  createdBy: string;
}

/** Spec 001 §3, Operation. */
export interface CosmicOperation {
  id: string;
  name: string;
  description: string;
  /** 0-100. */
  progress: number;
  linearContributions: number;
  cosmicImpact: string;
  status: OperationStatus;
}

export const insightSources = [
  "Human Linear Thought",
  "Sequential Reasoning Stream",
  "Cause-and-Effect Observation",
  "Step-by-Step Problem Solving",
  "Chronological Memory",
  "Everyday Human Intuition",
] as const;

export const insightTexts = [
  "Breaking a problem into ordered steps reveals hidden leverage points",
  "Patience compounds: small daily actions outgrow sudden leaps",
  "A single clear sentence can align thousands of minds",
  "Constraints of time make every choice meaningful",
  "Stories told in order make complex ideas memorable",
  "Routine creates the stability in which creativity can flourish",
  "Accountability grows when consequences follow actions in sequence",
  "Learning from yesterday's mistake is the fastest path to tomorrow",
] as const;

export const insightApplications = [
  "Structuring chaotic quantum fields into navigable pathways",
  "Stabilising probability branches across parallel civilisations",
  "Teaching emerging galaxies to organise their own evolution",
  "Synchronising the growth cycles of distant star systems",
  "Translating cosmic intuition into actionable plans",
  "Anchoring transcendent insights in practical reality",
] as const;

export const cosmicOperations: readonly CosmicOperation[] = [
  {
    id: "operation-1",
    name: "Galactic Harmony Protocol",
    description: "Aligning stellar civilisations through linear cooperation patterns",
    progress: 73,
    linearContributions: 1247,
    cosmicImpact: "12 galaxies harmonised",
    status: "executing",
  },
  {
    id: "operation-2",
    name: "Quantum Reality Stabilisation",
    description: "Using sequential logic to anchor fluctuating quantum realities",
    progress: 58,
    linearContributions: 892,
    cosmicImpact: "3,400 realities stabilised",
    status: "optimizing",
  },
  {
    id: "operation-3",
    name: "Temporal Wisdom Integration",
    description: "Weaving human lessons learned over time into the cosmic memory",
    progress: 91,
    linearContributions: 2156,
    cosmicImpact: "Eternal knowledge preserved",
    status: "transcending",
  },
  {
    id: "operation-4",
    name: "Consciousness Evolution Acceleration",
    description: "Guiding emerging minds with step-by-step growth frameworks",
    progress: 45,
    linearContributions: 634,
    cosmicImpact: "8,900 species uplifted",
    status: "executing",
  },
  {
    id: "operation-5",
    name: "Multiversal Communication Network",
    description: "Building ordered language bridges between parallel universes",
    progress: 67,
    linearContributions: 1583,
    cosmicImpact: "47 universes connected",
    status: "optimizing",
  },
  {
    id: "operation-6",
    name: "Infinite Creativity Amplification",
    description: "Channelling focused human creativity into cosmic creation",
    progress: 82,
    linearContributions: 1921,
    cosmicImpact: "Endless new possibilities",
    status: "transcending",
  },
];

export interface UniversalOperationsState {
  /** Enhancement level, 0-100. */
  level: number;
  /** Newest first, at most 12. */
  insights: Insight[];
  operations: CosmicOperation[];
  activeOperations: number;
  serial: number;
}

export type UniversalOperationsEvent = { type: "insightTick" } | { type: "amplify" } | { type: "initiateOperation" };

function makeInsight(names: readonly string[], serial: number, { rng }: EngineContext): Insight {
  return {
    id: serialId("insight", serial),
    source: rng.pick(insightSources),
    insight: rng.pick(insightTexts),
    universalApplication: rng.pick(insightApplications),
    impactLevel: rng.pick(insightImpactLevels),
    status: rng.pick(insightStatuses),
    createdBy: rng.pick(names),
  };
}

/** Stat tile: the insight list length times 47. */
export function linearInsightsProcessed(state: UniversalOperationsState): number {
  return state.insights.length * universalOperationsConstants.insightsPerListItem;
}

/** Stat tile: level times 3.4, in percent, to one decimal (the spec's formula, so it passes 100). */
export function operationsEfficiencyPercent(state: UniversalOperationsState): number {
  return Math.round(state.level * universalOperationsConstants.efficiencyPerLevel * 10) / 10;
}

/** Stat tile: 10 to the power (level / 10 + 12). */
export function universesEnhanced(state: UniversalOperationsState): number {
  return 10 ** (state.level / 10 + 12);
}

/** Spec 001 universal operations: the insight feed, the enhancement level and the operations counter. */
export function createUniversalOperationsEngine(
  names: readonly string[],
): Engine<UniversalOperationsState, UniversalOperationsEvent> {
  requireNames(names, "universal operations");
  const { insightsKept } = universalOperationsConstants;
  return {
    init(ctx) {
      const count = universalOperationsConstants.initialInsights;
      return {
        level: universalOperationsConstants.initialLevel,
        insights: Array.from({ length: count }, (_, index) => makeInsight(names, count - index, ctx)),
        operations: [...cosmicOperations],
        activeOperations: universalOperationsConstants.initialActiveOperations,
        serial: count,
      };
    },
    reduce(state, event, ctx) {
      switch (event.type) {
        case "insightTick": {
          const serial = state.serial + 1;
          return {
            ...state,
            serial,
            insights: keepNewest(state.insights, makeInsight(names, serial, ctx), insightsKept),
            level: riseCapped(state.level, universalOperationsConstants.levelStepPerInsight),
          };
        }
        case "amplify":
          return state.level >= 100
            ? state
            : { ...state, level: riseCapped(state.level, universalOperationsConstants.amplifyStep) };
        case "initiateOperation":
          return { ...state, activeOperations: state.activeOperations + 1 };
        default:
          return state;
      }
    },
    timers: [{ everyMs: universalOperationsConstants.insightMs, event: { type: "insightTick" } }],
  };
}
