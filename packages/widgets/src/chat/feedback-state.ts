import type { FeedbackRating } from "@hub-of-minds/core/protocol";

/** What the hub keeps of a rating. */
export interface SavedFeedback {
  rating: FeedbackRating;
  comment: string | null;
}

/**
 * unrated: no rating yet; saving: a rating (or comment) is on its way; rated: saved; commenting: the comment
 * box is open; failed: the last one was not saved (the error says why, the buttons try again).
 */
export type FeedbackPhase = "unrated" | "saving" | "rated" | "commenting" | "failed";

export interface FeedbackState {
  saved: SavedFeedback | null;
  /** The rating being saved, shown as chosen meanwhile. */
  pending: FeedbackRating | null;
  phase: FeedbackPhase;
  error: string | null;
}

export type FeedbackEvent =
  | { type: "save"; rating: FeedbackRating }
  | { type: "saved"; feedback: SavedFeedback }
  | { type: "failed"; error: string }
  | { type: "comment" }
  | { type: "cancel" };

export const feedbackStart = (saved: SavedFeedback | null | undefined): FeedbackState => ({
  saved: saved ?? null,
  pending: null,
  phase: saved ? "rated" : "unrated",
  error: null,
});

/** The pure feedback buttons of one answer: state + event -> state. */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  const settled = state.saved ? "rated" : "unrated";
  switch (event.type) {
    case "save":
      return { ...state, pending: event.rating, phase: "saving", error: null };
    case "saved":
      return { saved: event.feedback, pending: null, phase: "rated", error: null };
    case "failed":
      return { ...state, pending: null, phase: "failed", error: event.error };
    case "comment":
      return state.saved ? { ...state, phase: "commenting", error: null } : state;
    case "cancel":
      return { ...state, phase: settled, error: null };
  }
}

/** The rating the buttons show as chosen (aria-pressed). */
export const shownRating = (state: FeedbackState) => state.pending ?? state.saved?.rating ?? null;
