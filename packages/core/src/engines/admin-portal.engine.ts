import type { Engine } from "../engine/engine";

export const adminPortalEngineConstants = {
  refreshMs: 5000,
  highActivityChance: 0.3,
  highActivityCard: "Consciousness Streams",
  highActivityValue: "High Activity",
} as const;

/** The shape the engine needs of a System Overview card (spec 001 §3, Status card). */
export interface AdminPortalCard {
  name: string;
  value: string;
  status: string;
  trend: string;
}

export interface AdminPortalState<C extends AdminPortalCard = AdminPortalCard> {
  unlocked: boolean;
  cards: C[];
}

/** `unlock` is dispatched after the server accepted the password; the engine itself checks nothing. */
export type AdminPortalEvent = { type: "unlock" } | { type: "lock" } | { type: "refresh" };

/**
 * Spec 001 administrator portal: while unlocked, every 5 s the 'Consciousness Streams' card has a 30 % chance
 * to read 'High Activity', and never reverts (not even on lock: only a fresh page starts from the given cards).
 */
export function createAdminPortalEngine<C extends AdminPortalCard>(
  cards: readonly C[],
): Engine<AdminPortalState<C>, AdminPortalEvent> {
  const { highActivityCard, highActivityValue, highActivityChance, refreshMs } = adminPortalEngineConstants;
  return {
    init: () => ({ unlocked: false, cards: [...cards] }),
    reduce(state, event, { rng }) {
      switch (event.type) {
        case "unlock":
          return state.unlocked ? state : { ...state, unlocked: true };
        case "lock":
          return state.unlocked ? { ...state, unlocked: false } : state;
        case "refresh": {
          if (!state.unlocked) return state;
          const index = state.cards.findIndex((card) => card.name === highActivityCard);
          const card = state.cards[index];
          if (card === undefined || card.value === highActivityValue) return state;
          if (!rng.chance(highActivityChance)) return state;
          return { ...state, cards: state.cards.with(index, { ...card, value: highActivityValue }) };
        }
        default:
          return state;
      }
    },
    timers: [{ everyMs: refreshMs, event: { type: "refresh" } }],
  };
}
