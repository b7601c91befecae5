import { type ConversationSettings, conversationSettingsSchema } from "@hub-of-minds/core";

const daysField = conversationSettingsSchema.shape.retentionDays.unwrap();
/** The bounds the server takes, from the contract. */
export const retentionBounds = { min: daysField.minValue ?? 1, max: daysField.maxValue ?? 3650 } as const;

export type RetentionChoice = "forever" | "days";

export type RetentionStatus =
  | { kind: "loading" }
  | { kind: "idle" }
  | { kind: "invalid"; text: string }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "failed"; text: string };

export interface RetentionState {
  choice: RetentionChoice;
  /** The number of days as typed. */
  days: string;
  /** What the server holds now. */
  saved: ConversationSettings | null;
  status: RetentionStatus;
}

export type RetentionEvent =
  | { type: "loaded"; settings: ConversationSettings }
  | { type: "choose"; choice: RetentionChoice }
  | { type: "days"; days: string }
  | { type: "invalid"; text: string }
  | { type: "saving" }
  | { type: "saved"; settings: ConversationSettings }
  | { type: "failed"; text: string };

/** A month: what "keep for N days" offers before the customer types a number. */
const suggestedDays = 30;

export const initialRetentionState: RetentionState = {
  choice: "forever",
  days: String(suggestedDays),
  saved: null,
  status: { kind: "loading" },
};

const fromSettings = (settings: ConversationSettings): Pick<RetentionState, "choice" | "days" | "saved"> => ({
  choice: settings.retentionDays === null ? "forever" : "days",
  days: String(settings.retentionDays ?? suggestedDays),
  saved: settings,
});

export function reduceRetention(state: RetentionState, event: RetentionEvent): RetentionState {
  switch (event.type) {
    case "loaded":
      // Only the first answer fills the form: a later refetch must not undo what is being typed.
      return state.status.kind === "loading"
        ? { ...state, ...fromSettings(event.settings), status: { kind: "idle" } }
        : state;
    case "choose":
      return { ...state, choice: event.choice, status: { kind: "idle" } };
    case "days":
      return { ...state, days: event.days, status: { kind: "idle" } };
    case "invalid":
      return { ...state, status: { kind: "invalid", text: event.text } };
    case "saving":
      return { ...state, status: { kind: "saving" } };
    case "saved":
      return { ...state, ...fromSettings(event.settings), status: { kind: "saved" } };
    case "failed":
      return { ...state, status: { kind: "failed", text: event.text } };
  }
}

/** The settings the form holds, or the sentence saying why the server would refuse them. */
export function retentionDraft(state: RetentionState): { settings: ConversationSettings } | { problem: string } {
  if (state.choice === "forever") return { settings: { retentionDays: null } };
  const text = state.days.trim();
  const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const parsed = conversationSettingsSchema.safeParse({ retentionDays: days });
  if (!parsed.success) {
    return {
      problem: `Enter a whole number of days from ${retentionBounds.min} to ${retentionBounds.max.toLocaleString("en-US")}.`,
    };
  }
  return { settings: parsed.data };
}

/** Whether the form differs from what the server holds. */
export function retentionChanged(state: RetentionState): boolean {
  const draft = retentionDraft(state);
  return !("settings" in draft) || draft.settings.retentionDays !== state.saved?.retentionDays;
}

/** What a setting deletes, plainly. */
export function retentionSentence(retentionDays: number | null): string {
  if (retentionDays === null) {
    return "Threads are kept until you delete them, or a visitor deletes their data.";
  }
  const span = retentionDays === 1 ? "a day" : `${retentionDays.toLocaleString("en-US")} days`;
  return `Threads with no new message for ${span} are deleted for good, with their messages and ratings. Exports you downloaded are not affected.`;
}
