import type { ThreadSummary } from "@hub-of-minds/core/protocol";
import { type ReactNode, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { adoptChunkStyles } from "../shared/chunk-styles";
import * as ui from "../shared/widget.css";
import type { ChatThreadEvent } from "./chat-thread";
import * as css from "./chat-thread-list.css";
import type { ThreadHub } from "./thread-client";
import { forgetVisitor, loadThreads, removeThread, renameThread } from "./thread-list-client";
import { type ThreadListEvent, threadListReducer, threadListStart } from "./thread-list-state";

export interface ChatThreadListProps {
  hub: ThreadHub;
  /** The site's session: list its own threads (`mine`), not its customer's visitors'. */
  mine: boolean;
  /** The thread the chat shows. */
  currentId: string | null;
  onOpen(id: string): void;
  /** What was done to a thread (renamed, deleted) or to all of them ("Delete my data"). */
  onChange(event: Extract<ChatThreadEvent, { type: "renamed" | "deleted" }>): void;
  /** The id of the list's element, for the button that opens it (aria-controls). */
  id?: string;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The visitor's threads (loaded with this chunk, on the first open): open one, rename, delete, and "Delete my
 * data" (their threads and what the assistant remembers about them), each destructive step confirmed first.
 */
export function ChatThreadList({ hub, mine, currentId, onOpen, onChange, id }: ChatThreadListProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, dispatch] = useReducer(threadListReducer, threadListStart);
  const { phase, threads, pending, busy } = state;

  const load = async () => {
    dispatch({ type: "load" });
    try {
      dispatch({ type: "loaded", threads: (await loadThreads(hub, mine)).threads });
    } catch (error) {
      dispatch({ type: "loadFailed", error: hub.failure(error, "Your conversations could not be loaded.") });
    }
  };
  /** Runs a change; what the reducer hears on success comes from `then`. */
  const act = async <T,>(call: () => Promise<T>, then: (answer: T) => ThreadListEvent, fallback: string) => {
    dispatch({ type: "working" });
    try {
      dispatch(then(await call()));
    } catch (error) {
      dispatch({ type: "failed", error: hub.failure(error, fallback) });
    }
  };
  // Before the first paint, so the list never shows unstyled.
  useLayoutEffect(() => adoptChunkStyles(ref.current, "__HOM_CHUNK_CSS__"), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read when it opens.
  useEffect(() => {
    void load();
  }, []);

  const rename = (thread: ThreadSummary, title: string) =>
    act(
      () => renameThread(hub, thread.id, title),
      (renamed) => {
        onChange({ type: "renamed", id: renamed.id, title: renamed.title });
        return { type: "renamed", thread: renamed };
      },
      "The conversation could not be renamed.",
    );
  const remove = (thread: ThreadSummary) =>
    act(
      () => removeThread(hub, thread.id),
      () => {
        onChange({ type: "deleted", id: thread.id });
        return { type: "deleted", id: thread.id };
      },
      "The conversation could not be deleted.",
    );
  const forget = () => {
    // A visitor token names its visitor; the site's session finds its own in its threads.
    const visitorId = hub.access.visitorId() ?? threads[0]?.visitorId;
    if (!visitorId) return dispatch({ type: "forgotten", threads: 0, memories: 0 });
    return act(
      () => forgetVisitor(hub, visitorId),
      (deleted) => {
        // Nothing of theirs stays behind, not even the id this device kept for them.
        hub.access.forget();
        onChange({ type: "deleted", id: null });
        return { type: "forgotten", ...deleted };
      },
      "Your data could not be deleted.",
    );
  };
  const cancel = (
    <button type="button" className={css.action} disabled={busy} onClick={() => dispatch({ type: "cancel" })}>
      Cancel
    </button>
  );
  const confirm = (question: string, label: string, run: () => void): ReactNode => (
    // biome-ignore lint/a11y/useSemanticElements: a question and its two answers, not a form field set.
    <div className={css.form} role="group" aria-label={question}>
      <span className={css.grow}>{question}</span>
      <button type="button" className={css.action} data-variant="danger" disabled={busy} onClick={run}>
        {label}
      </button>
      {cancel}
    </div>
  );

  return (
    <section ref={ref} id={id} className={css.panel} aria-label="Conversations" data-state={phase} part="thread-list">
      <h3 className={css.heading}>Your conversations</h3>
      {phase === "loading" ? (
        // The list's shape while it loads: three grey rows where the threads will be; the words for screen readers.
        <div className={css.list} role="status" data-testid="thread-list-loading">
          <span className={ui.visuallyHidden}>Loading conversations...</span>
          <span className={css.placeholder} />
          <span className={css.placeholder} />
          <span className={css.placeholder} />
        </div>
      ) : null}
      {phase === "failed" ? (
        <p className={css.error} role="alert">
          {state.error}{" "}
          <button type="button" className={css.action} onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : null}
      {phase === "ready" && threads.length === 0 ? <p className={css.note}>No conversations yet.</p> : null}
      {threads.length ? (
        <ul className={css.list}>
          {threads.map((thread) => (
            <li key={thread.id} className={css.item} data-current={thread.id === currentId}>
              {pending?.kind === "rename" && pending.id === thread.id ? (
                <form
                  className={css.form}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const title = String(new FormData(event.currentTarget).get("title") ?? "").trim();
                    if (title) void rename(thread, title);
                  }}
                >
                  <input
                    name="title"
                    aria-label="New title"
                    className={`${ui.field} ${css.grow}`}
                    defaultValue={thread.title}
                    maxLength={120}
                    ref={(input) => input?.focus()}
                  />
                  <button type="submit" className={css.action} disabled={busy}>
                    Save
                  </button>
                  {cancel}
                </form>
              ) : pending?.kind === "delete" && pending.id === thread.id ? (
                confirm(`Delete "${thread.title}"?`, "Delete", () => void remove(thread))
              ) : (
                <>
                  <button
                    type="button"
                    className={css.open}
                    aria-current={thread.id === currentId ? "true" : undefined}
                    onClick={() => onOpen(thread.id)}
                  >
                    <span className={css.title}>{thread.title}</span>
                    <span className={css.meta}>
                      {when.format(new Date(thread.updatedAt))} · {thread.messageCount} messages
                    </span>
                  </button>
                  <button
                    type="button"
                    className={css.action}
                    aria-label={`Rename ${thread.title}`}
                    onClick={() => dispatch({ type: "ask", pending: { kind: "rename", id: thread.id } })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={css.action}
                    aria-label={`Delete ${thread.title}`}
                    onClick={() => dispatch({ type: "ask", pending: { kind: "delete", id: thread.id } })}
                  >
                    Delete
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {phase !== "failed" && state.error ? (
        <p className={css.error} role="alert">
          {state.error}
        </p>
      ) : null}
      {state.notice ? (
        <p className={css.note} role="status">
          {state.notice}
        </p>
      ) : null}
      {pending?.kind === "forget" ? (
        confirm(
          "Delete all your conversations and what the assistant remembers about you? This cannot be undone.",
          "Delete my data",
          () => void forget(),
        )
      ) : (
        <button
          type="button"
          className={`${css.action} ${css.forget}`}
          data-variant="danger"
          onClick={() => dispatch({ type: "ask", pending: { kind: "forget" } })}
        >
          Delete my data
        </button>
      )}
    </section>
  );
}
