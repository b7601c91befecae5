import { type HomWidgetEventMap, replyIdHeader, type ToastText, threadIdHeader } from "@hub-of-minds/core/protocol";
import type { RateAnswer } from "./chat-feedback";
import type { ChatWidgetMessage } from "./chat-session";
import {
  type ChatThreadEvent,
  type ChatThreadState,
  chatThreadReducer,
  lastThreadKey,
  newThread,
  newThreadId,
  threadChange,
  threadMessages,
} from "./chat-thread";
import { recall, remember } from "./local-store";
import { failureStatus, fetchThread, type HubLink, rateAnswer, type ThreadHub, threadHub } from "./thread-client";
import { keyAccess, pageSessionAccess } from "./visitor-access";

export { ChatFeedback } from "./chat-feedback";

export interface ChatThreadsOptions {
  /** The hub's origin as the chat was given it (it names what is kept in localStorage). */
  apiBase: string;
  link: HubLink;
  /** A widget key: its visitor's threads. Without one, the site's signed-in session's (same origin). */
  publishableKey?: string | undefined;
  userId?: string | undefined;
  userHash?: string | undefined;
  /** Several chats of one page each keep their own last thread. */
  scope?: string | undefined;
  /** Opens the last thread now; false starts a new one. */
  resume: boolean;
  /** Dispatches `hom-thread-changed`. */
  emit(detail: HomWidgetEventMap["hom-thread-changed"]): void;
  notify(text: ToastText): void;
  /** Shows a thread's messages; an empty list shows the welcome. */
  show(messages: ChatWidgetMessage[]): void;
  /** Hears every new state (the chat renders from it). */
  onState(state: ChatThreadState): void;
}

/** Server-side threads, as the chat uses them once this chunk has loaded (use-server-threads.ts). */
export interface ChatThreads {
  hub: ThreadHub;
  /** The site's session: the list shows its own threads (`mine`), not its customer's visitors'. */
  mine: boolean;
  state(): ChatThreadState;
  open(id: string): Promise<void>;
  /** What the thread list did (a rename, a deletion, "Delete my data"), or New chat (`cleared`). */
  apply(event: ChatThreadEvent): void;
  /**
   * Runs a call with the visitor's headers; with `replyId` (a chat message) also the thread's, a new thread
   * started now when there is none, so the hub records the message and its answer there.
   */
  run<T>(call: (headers: Record<string, string>) => Promise<T>, replyId?: string): Promise<T>;
  rate: RateAnswer;
}

/**
 * The chat's threads kept by the hub: the pure reducer (chat-thread.ts), the hub's calls, the remembered last
 * thread and `hom-thread-changed`. Loaded only by a chat that has them (a key, or the site's session).
 */
export function createChatThreads(options: ChatThreadsOptions): ChatThreads {
  const { apiBase, link, publishableKey, userId, userHash, emit, notify, show, onState } = options;
  const access = publishableKey
    ? keyAccess(link, { storeKey: `hom-visitor:v1:${apiBase}:${publishableKey}`, userId, userHash })
    : pageSessionAccess;
  const hub = threadHub(link, access);
  const storeKey = lastThreadKey(apiBase, publishableKey ? `${publishableKey}:${userId ?? ""}` : "site", options.scope);
  let state = newThread;

  const apply = (event: ChatThreadEvent) => {
    const before = state;
    state = chatThreadReducer(before, event);
    // New chat, or the shown thread deleted: the welcome again.
    if (event.type === "cleared" || (event.type === "deleted" && state !== before)) show([]);
    // A thread that failed to load stays remembered: the next visit tries it again.
    if (state.id !== null || event.type !== "failed") remember(storeKey, state.id);
    onState(state);
    const change = threadChange(event);
    if (change) emit(change);
  };

  const open = async (id: string) => {
    apply({ type: "loading", id });
    try {
      const thread = await fetchThread(hub, id);
      if (state.id !== id) return;
      show(threadMessages(thread));
      apply({ type: "loaded", id, title: thread.title });
    } catch (error) {
      if (state.id !== id) return;
      // Gone (deleted, or another visitor's): start afresh without a word.
      if (failureStatus(error) === 404) return apply({ type: "cleared" });
      show([]);
      apply({ type: "failed" });
      notify({
        title: "Could not open the conversation",
        description: hub.failure(error, "The hub did not answer."),
        variant: "destructive",
      });
    }
  };

  const last = options.resume ? recall(storeKey) : null;
  if (last) void open(last);

  return {
    hub,
    mine: !publishableKey,
    state: () => state,
    open,
    apply,
    run(call, replyId) {
      if (replyId && state.id === null) apply({ type: "started", id: newThreadId() });
      const thread: Record<string, string> =
        replyId && state.id ? { [threadIdHeader]: state.id, [replyIdHeader]: replyId } : {};
      return access.run((headers) => call({ ...headers, ...thread }));
    },
    rate: (messageId, rating, comment) =>
      rateAnswer(hub, state.id ?? "", messageId, { rating, ...(comment ? { comment } : {}) }).catch((error) =>
        Promise.reject(hub.failure(error, "Your rating was not saved. Please try again.")),
      ),
  };
}
