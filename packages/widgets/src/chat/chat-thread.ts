import type { HomWidgetEventMap, Thread } from "@hub-of-minds/core/protocol";
import type { ChatWidgetMessage } from "./chat-session";

/**
 * new: a conversation not stored yet (the hub creates the thread with its first message); loading: a thread
 * is being read; open: a stored thread; failed: it could not be read (the next message starts a new one).
 */
export type ChatThreadPhase = "new" | "loading" | "open" | "failed";

/** The thread the chat shows and sends to, when the hub keeps threads (a publishable key, the site's session). */
export interface ChatThreadState {
  id: string | null;
  title: string | null;
  phase: ChatThreadPhase;
}

export type ChatThreadEvent =
  /** The first message of a new conversation goes out under this id. */
  | { type: "started"; id: string }
  | { type: "loading"; id: string }
  | { type: "loaded"; id: string; title: string }
  | { type: "failed" }
  | { type: "renamed"; id: string; title: string }
  /** A thread was deleted; null: all of the visitor's ("Delete my data"). */
  | { type: "deleted"; id: string | null }
  /** New chat. */
  | { type: "cleared" };

export const newThread: ChatThreadState = { id: null, title: null, phase: "new" };

/** The pure thread state: state + event -> state. The hook (use-chat-threads.ts) runs the calls. */
export function chatThreadReducer(state: ChatThreadState, event: ChatThreadEvent): ChatThreadState {
  switch (event.type) {
    case "started":
      return { id: event.id, title: null, phase: "open" };
    case "loading":
      return { id: event.id, title: null, phase: "loading" };
    case "loaded":
      // An answer for a thread left meanwhile changes nothing.
      return state.id === event.id ? { id: event.id, title: event.title, phase: "open" } : state;
    case "failed":
      return { ...newThread, phase: "failed" };
    case "renamed":
      return state.id === event.id ? { ...state, title: event.title } : state;
    case "deleted":
      return event.id === null || state.id === event.id ? newThread : state;
    case "cleared":
      return newThread;
  }
}

/** What `hom-thread-changed` says about an event; undefined for events the host need not hear of. */
export function threadChange(event: ChatThreadEvent): HomWidgetEventMap["hom-thread-changed"] | undefined {
  switch (event.type) {
    case "started":
      return { threadId: event.id, title: null, reason: "created" };
    case "loaded":
      return { threadId: event.id, title: event.title, reason: "switched" };
    case "renamed":
      return { threadId: event.id, title: event.title, reason: "renamed" };
    case "deleted":
      return { threadId: event.id, title: null, reason: "deleted" };
    default:
      return undefined;
  }
}

/** A stored thread's messages as the chat shows them; its answers can be rated. */
export function threadMessages(thread: Pick<Thread, "messages">): ChatWidgetMessage[] {
  return thread.messages.map(({ id, role, content, createdAt, tokens, citations, feedback }) => ({
    id,
    role,
    content,
    timestamp: Date.parse(createdAt),
    ...(tokens === null ? {} : { tokens }),
    ...(citations.length ? { citations } : {}),
    ...(role === "assistant" ? { stored: true as const } : {}),
    ...(feedback ? { feedback: { rating: feedback.rating, comment: feedback.comment } } : {}),
  }));
}

/** A new thread's id (the hub takes 8 to 64 of [A-Za-z0-9_-]): 96 random bits. */
export function newThreadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `t_${Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("")}`;
}

/** Where the last thread's id is kept: per hub, key (or the site's session), verified user and scope. */
export const lastThreadKey = (apiBase: string, owner: string, scope = "") =>
  `hom-thread:v1:${apiBase}:${owner}:${scope}`;
