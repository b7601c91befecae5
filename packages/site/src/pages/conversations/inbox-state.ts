import type { ActionStatus } from "../../ui/action-status";
import { type InboxFilters, noFilters } from "./inbox-view";

/** The last action's outcome, one at a time. */
export type InboxStatus = ActionStatus;

/** A deletion waiting for its confirmation. */
export type InboxConfirmation =
  | { kind: "thread"; threadId: string; title: string }
  | { kind: "visitor"; visitorId: string; label: string };

/**
 * What the person using the inbox is doing. What the inbox shows (the applied filters, the page, the open
 * thread) lives in the address instead, so it survives a reload and the back button.
 */
export interface InboxState {
  /** The filter form as typed, applied on submit. */
  draft: InboxFilters;
  /** A problem with the draft, shown beside the form. */
  draftProblem: string | null;
  confirming: InboxConfirmation | null;
  status: InboxStatus;
}

export type InboxEvent =
  | { type: "edit"; name: keyof InboxFilters; value: string }
  /** The shown filters changed (applied, cleared, or the address changed): the form follows them. */
  | { type: "showFilters"; filters: InboxFilters }
  | { type: "refuseDraft"; problem: string }
  | { type: "ask"; confirmation: InboxConfirmation }
  | { type: "cancel" }
  | { type: "busy"; what: string }
  | { type: "done"; text: string }
  | { type: "failed"; text: string }
  | { type: "dismiss" };

export const initialInboxState = (filters: InboxFilters = noFilters): InboxState => ({
  draft: filters,
  draftProblem: null,
  confirming: null,
  status: { kind: "idle" },
});

export function reduceInbox(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case "edit":
      return { ...state, draft: { ...state.draft, [event.name]: event.value }, draftProblem: null };
    case "showFilters":
      return { ...state, draft: event.filters, draftProblem: null };
    case "refuseDraft":
      return { ...state, draftProblem: event.problem };
    case "ask":
      // A new question replaces the one open: one confirmation at a time.
      return { ...state, confirming: event.confirmation };
    case "cancel":
      return { ...state, confirming: null };
    case "busy":
      return { ...state, status: { kind: "busy", what: event.what } };
    case "done":
      // A finished deletion closes the question it answered.
      return { ...state, confirming: null, status: { kind: "done", text: event.text } };
    case "failed":
      // The question stays open, so trying again is one click.
      return { ...state, status: { kind: "failed", text: event.text } };
    case "dismiss":
      return { ...state, status: { kind: "idle" } };
  }
}

/** The inbox's named state for `data-state`: an action under way, then an open question, then the outcome. */
export function inboxStateName(state: InboxState): string {
  if (state.status.kind === "busy") return "busy";
  if (state.confirming) return `confirming-${state.confirming.kind}`;
  if (state.draftProblem) return "invalid-filters";
  return state.status.kind;
}
