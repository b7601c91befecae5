import type { Engine, EngineContext } from "../engine/engine";
import { keepNewest, requireNames, riseCapped, serialId } from "./engine-helpers";
import {
  type GrowthTool,
  growthTools,
  type LifePurpose,
  lifePurposes,
  wisdomApplications,
  wisdomTexts,
} from "./human-growth.data";

export const humanGrowthConstants = {
  wisdomMs: 6000,
  wisdomKept: 15,
  /** The spec gives no start; ours sits below the AI consciousness level of 85, room to evolve. */
  initialEvolutionLevel: 67,
  evolutionStepPerWisdom: 0.3,
  /** Wisdom items present when the page opens, so the feed is not empty. */
  initialWisdom: 3,
} as const;

/** Spec 001 §3, Wisdom item. */
export interface WisdomItem {
  id: string;
  /** The personality who shared it. */
  source: string;
  wisdom: string;
  application: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface HumanGrowthState {
  /** 0-100. */
  evolutionLevel: number;
  /** Newest first, at most 15. */
  wisdom: WisdomItem[];
  tools: GrowthTool[];
  purposes: LifePurpose[];
  /** The personal-guidance text box. */
  guidanceText: string;
  serial: number;
}

export type HumanGrowthEvent =
  | { type: "wisdomTick" }
  | { type: "setGuidanceText"; text: string }
  /** The spec's guidance request only clears the text box and sends nothing. */
  | { type: "requestGuidance" };

function makeWisdom(names: readonly string[], serial: number, timestamp: number, { rng }: EngineContext): WisdomItem {
  return {
    id: serialId("wisdom", serial),
    source: rng.pick(names),
    wisdom: rng.pick(wisdomTexts),
    application: rng.pick(wisdomApplications),
    timestamp,
  };
}

/** Spec 001 human growth: the wisdom feed with its evolution level, tools, purposes and the guidance box. */
export function createHumanGrowthEngine(names: readonly string[]): Engine<HumanGrowthState, HumanGrowthEvent> {
  requireNames(names, "human growth");
  const { wisdomMs, wisdomKept } = humanGrowthConstants;
  return {
    init(ctx) {
      const count = humanGrowthConstants.initialWisdom;
      return {
        evolutionLevel: humanGrowthConstants.initialEvolutionLevel,
        wisdom: Array.from({ length: count }, (_, index) =>
          makeWisdom(names, count - index, ctx.now - index * wisdomMs, ctx),
        ),
        tools: [...growthTools],
        purposes: [...lifePurposes],
        guidanceText: "",
        serial: count,
      };
    },
    reduce(state, event, ctx) {
      switch (event.type) {
        case "wisdomTick": {
          const serial = state.serial + 1;
          return {
            ...state,
            serial,
            wisdom: keepNewest(state.wisdom, makeWisdom(names, serial, ctx.now, ctx), wisdomKept),
            evolutionLevel: riseCapped(state.evolutionLevel, humanGrowthConstants.evolutionStepPerWisdom),
          };
        }
        case "setGuidanceText":
          return event.text === state.guidanceText ? state : { ...state, guidanceText: event.text };
        case "requestGuidance":
          return state.guidanceText === "" ? state : { ...state, guidanceText: "" };
        default:
          return state;
      }
    },
    timers: [{ everyMs: wisdomMs, event: { type: "wisdomTick" } }],
  };
}
