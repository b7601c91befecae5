import type { ThreadSummary } from "@hub-of-minds/core/protocol";

/** What the visitor is in the middle of: renaming a thread, confirming its deletion, or "Delete my data". */
export type ThreadListPending = { kind: "rename" | "delete"; id: string } | { kind: "forget" } | null;

/** loading: the list is being read; ready: shown; failed: it could not be read (error says why). */
export interface ThreadListState {
  phase: "loading" | "ready" | "failed";
  threads: ThreadSummary[];
  pending: ThreadListPending;
  /** A rename or deletion is on its way. */
  busy: boolean;
  error: string | null;
  /** What the last action did, e.g. how many rows "Delete my data" removed. */
  notice: string | null;
}

export type ThreadListEvent =
  | { type: "load" }
  | { type: "loaded"; threads: ThreadSummary[] }
  | { type: "loadFailed"; error: string }
  | { type: "ask"; pending: NonNullable<ThreadListPending> }
  | { type: "cancel" }
  | { type: "working" }
  | { type: "renamed"; thread: ThreadSummary }
  | { type: "deleted"; id: string }
  | { type: "forgotten"; threads: number; memories: number }
  | { type: "failed"; error: string };

export const threadListStart: ThreadListState = {
  phase: "loading",
  threads: [],
  pending: null,
  busy: false,
  error: null,
  notice: null,
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const done = { pending: null, busy: false, error: null };

/** The pure thread list: state + event -> state. chat-thread-list.tsx runs the calls. */
export function threadListReducer(state: ThreadListState, event: ThreadListEvent): ThreadListState {
  switch (event.type) {
    case "load":
      return { ...threadListStart, threads: state.threads };
    case "loaded":
      return { ...state, phase: "ready", threads: event.threads };
    case "loadFailed":
      return { ...state, phase: "failed", error: event.error };
    case "ask":
      return { ...state, pending: event.pending, error: null, notice: null };
    case "cancel":
      return { ...state, ...done };
    case "working":
      return { ...state, busy: true, error: null };
    case "renamed":
      return {
        ...state,
        ...done,
        threads: state.threads.map((thread) => (thread.id === event.thread.id ? event.thread : thread)),
      };
    case "deleted":
      return { ...state, ...done, threads: state.threads.filter((thread) => thread.id !== event.id) };
    case "forgotten":
      return {
        ...state,
        ...done,
        threads: [],
        notice: `Deleted ${counted(event.threads, "conversation", "conversations")} and ${counted(event.memories, "memory entry", "memory entries")}.`,
      };
    case "failed":
      return { ...state, busy: false, error: event.error };
  }
}
