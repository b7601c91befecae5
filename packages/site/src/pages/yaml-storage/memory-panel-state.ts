import type { ActionStatus } from "../../ui/action-status";
/** What the memory panel is doing: one named state at a time, shown as `data-state`. */
export type MemoryStatus = ActionStatus;

export interface MemoryPanelState {
  personalityId: string;
  /** The entry whose text is being edited, and the text typed so far. */
  editing: { entryId: number; draft: string } | null;
  /** The person waiting for "Forget" to be confirmed. */
  confirmingForget: string | null;
  status: MemoryStatus;
}

export type MemoryPanelEvent =
  | { type: "select"; personalityId: string }
  | { type: "edit"; entryId: number; content: string }
  | { type: "draft"; draft: string }
  | { type: "cancelEdit" }
  | { type: "askForget"; subject: string }
  | { type: "cancelForget" }
  | { type: "busy"; what: string }
  | { type: "done"; text: string }
  | { type: "failed"; text: string };

export const initialMemoryPanelState = (personalityId: string): MemoryPanelState => ({
  personalityId,
  editing: null,
  confirmingForget: null,
  status: { kind: "idle" },
});

export function reduceMemoryPanel(state: MemoryPanelState, event: MemoryPanelEvent): MemoryPanelState {
  switch (event.type) {
    case "select":
      return initialMemoryPanelState(event.personalityId);
    case "edit":
      // One thing at a time: starting an edit drops a pending forget.
      return { ...state, editing: { entryId: event.entryId, draft: event.content }, confirmingForget: null };
    case "draft":
      return state.editing ? { ...state, editing: { ...state.editing, draft: event.draft } } : state;
    case "cancelEdit":
      return { ...state, editing: null };
    case "askForget":
      return { ...state, confirmingForget: event.subject, editing: null };
    case "cancelForget":
      return { ...state, confirmingForget: null };
    case "busy":
      return { ...state, status: { kind: "busy", what: event.what } };
    case "done":
      // A finished action closes the editor and the confirmation it came from.
      return { ...state, editing: null, confirmingForget: null, status: { kind: "done", text: event.text } };
    case "failed":
      return { ...state, status: { kind: "failed", text: event.text } };
  }
}

/** The panel's named state for `data-state`: what is open wins over the last action's outcome. */
export function memoryPanelStateName(state: MemoryPanelState): string {
  if (state.status.kind === "busy") return "busy";
  if (state.confirmingForget !== null) return "confirming-forget";
  if (state.editing) return "editing";
  return state.status.kind;
}
