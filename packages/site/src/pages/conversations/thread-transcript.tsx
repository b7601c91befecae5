import type { Thread, ThreadMessage } from "@hub-of-minds/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "wouter";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./conversations.css";
import { narrowScreen } from "./conversations.css";
import type { InboxConfirmation } from "./inbox-state";
import { answeredBy, countText, dateTimeText, excerpt, visitorLabel } from "./thread-format";

export type TranscriptState =
  | { kind: "loading" }
  | { kind: "failed"; error: Error; retry: () => void }
  /** Deleted meanwhile, or never this customer's: the server answers both alike. */
  | { kind: "missing" }
  | { kind: "shown"; thread: Thread };

/** The deletions the transcript offers; absent in a read-only view. */
export interface TranscriptActions {
  confirming: InboxConfirmation | null;
  busy: boolean;
  ask: (confirmation: InboxConfirmation) => void;
  cancel: () => void;
  confirm: (confirmation: InboxConfirmation) => void;
}

export interface ThreadTranscriptProps {
  state: TranscriptState;
  /** Back to the list (on a phone the list is hidden while a transcript is open). */
  closeHref: string;
  actions?: TranscriptActions;
  /** The administrator's view: which customer the thread belongs to. */
  customerName?: string;
}

/** One thread as the customer reads it: who, where, which personality, every message with its sources and ratings. */
export function ThreadTranscript({ state, closeHref, actions, customerName }: ThreadTranscriptProps) {
  const id = useId();
  const shown = useRef<HTMLElement>(null);
  const threadId = state.kind === "shown" ? state.thread.id : null;
  useEffect(() => {
    // On a phone the list steps aside: the transcript starts at the top of the screen, not mid-scroll.
    if (threadId && window.matchMedia(narrowScreen).matches) shown.current?.scrollIntoView({ block: "start" });
  }, [threadId]);
  return (
    <section
      ref={shown}
      className={ui.card}
      aria-labelledby={`${id}-title`}
      data-testid="transcript"
      data-state={state.kind}
    >
      <div className={ui.cardHeader} style={{ alignItems: "flex-start" }}>
        <h2 id={`${id}-title`} className={ui.cardTitle} style={{ overflowWrap: "anywhere" }}>
          {state.kind === "shown" ? state.thread.title || "Untitled thread" : "Transcript"}
        </h2>
        <Link href={closeHref} className={ui.button.ghost}>
          Back to the list
        </Link>
      </div>
      {state.kind === "loading" ? (
        <LoadingState label="Loading the transcript…" />
      ) : state.kind === "failed" ? (
        <ErrorState what="The transcript" error={state.error} onRetry={state.retry} />
      ) : state.kind === "missing" ? (
        <div className={ui.state}>
          <p style={{ margin: 0, fontWeight: 700 }}>This thread is not here any more.</p>
          <p style={{ margin: 0 }}>It was deleted, or it belongs to another account.</p>
        </div>
      ) : (
        <Transcript
          thread={state.thread}
          {...(actions ? { actions } : {})}
          {...(customerName ? { customerName } : {})}
        />
      )}
    </section>
  );
}

function Transcript({
  thread,
  actions,
  customerName,
}: {
  thread: Thread;
  actions?: TranscriptActions;
  customerName?: string;
}) {
  const by = answeredBy(thread);
  return (
    <>
      <dl className={css.meta} style={{ margin: 0 }} data-testid="transcript-meta">
        <Fact term="Visitor" value={visitorLabel(thread)}>
          {thread.userId !== null ? <span className={ui.badge.success}>Verified</span> : null}
        </Fact>
        {customerName ? <Fact term="Customer" value={customerName} /> : null}
        {thread.origin ? <Fact term="Site" value={thread.origin} /> : null}
        {thread.publishableKey ? <Fact term="Key" value={thread.publishableKey} /> : null}
        <Fact term={thread.personalityId ? "Personality" : "Model"} value={by} />
        {thread.personalityId && thread.model !== thread.personalityId ? (
          <Fact term="Model" value={thread.model} />
        ) : null}
        <Fact term="Tokens" value={thread.tokens.toLocaleString("en-US")} />
        <Fact term="Started" value={dateTimeText(thread.createdAt)} />
      </dl>
      {actions ? <Deletions thread={thread} actions={actions} /> : null}
      {thread.messages.length === 0 ? (
        <p className={ui.muted}>No messages in this thread.</p>
      ) : (
        <ol className={ui.list} aria-label="Messages">
          {thread.messages.map((message) => (
            <li key={message.id}>
              <MessageView message={message} by={by} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Fact({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div style={{ display: "inline-flex", gap: 4, minWidth: 0 }}>
      <dt style={{ fontWeight: 700, flex: "none" }}>{term}:</dt>
      <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
        {value} {children}
      </dd>
    </div>
  );
}

function Deletions({ thread, actions }: { thread: Thread; actions: TranscriptActions }) {
  const { confirming, busy } = actions;
  const visitor = visitorLabel(thread);
  const forThread = confirming?.kind === "thread" && confirming.threadId === thread.id ? confirming : null;
  const forVisitor = confirming?.kind === "visitor" && confirming.visitorId === thread.visitorId ? confirming : null;
  const open = forThread ?? forVisitor;
  if (open) {
    return (
      <div className={css.confirm} data-state={`confirming-${open.kind}`}>
        <span style={{ flex: "1 1 260px" }}>
          {open.kind === "thread"
            ? "Delete this thread with its messages and ratings? This cannot be undone."
            : `Delete every thread of ${visitor} and everything the personalities remember about them? This cannot be undone.`}
        </span>
        <button type="button" className={ui.button.danger} disabled={busy} onClick={() => actions.confirm(open)}>
          {open.kind === "thread" ? "Delete the thread" : "Delete their data"}
        </button>
        <button type="button" className={ui.button.ghost} disabled={busy} onClick={actions.cancel}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className={ui.row}>
      <button
        type="button"
        className={ui.button.secondary}
        disabled={busy}
        onClick={() => actions.ask({ kind: "thread", threadId: thread.id, title: thread.title })}
      >
        Delete thread
      </button>
      <button
        type="button"
        className={ui.button.secondary}
        disabled={busy}
        onClick={() => actions.ask({ kind: "visitor", visitorId: thread.visitorId, label: visitor })}
      >
        Delete this visitor's data
      </button>
    </div>
  );
}

function MessageView({ message, by }: { message: ThreadMessage; by: string }) {
  const id = useId();
  const answer = message.role === "assistant";
  return (
    <article
      className={answer ? css.answerMessage : css.visitorMessage}
      aria-labelledby={`${id}-who`}
      data-testid="transcript-message"
      data-role={message.role}
    >
      <div className={css.meta}>
        <strong id={`${id}-who`} style={{ color: "inherit" }}>
          {answer ? by : "Visitor"}
        </strong>
        <time dateTime={message.createdAt}>{dateTimeText(message.createdAt)}</time>
        {message.tokens !== null ? <span>{countText(message.tokens, "token")}</span> : null}
      </div>
      <p className={css.messageText}>{message.content}</p>
      {message.citations.length > 0 ? (
        <div>
          <p className={css.help} style={{ fontWeight: 700 }}>
            Sources
          </p>
          <ol className={css.sources} aria-label="Sources" data-testid="transcript-sources">
            {message.citations.map((citation) => (
              <li key={`${citation.documentId}:${citation.chunkId}`} className={ui.small}>
                <strong>{citation.documentTitle}</strong>{" "}
                <span className={ui.muted}>
                  ({citation.containerId}): {excerpt(citation.text)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {message.feedback ? (
        <p className={css.feedbackNote} data-testid="transcript-feedback" data-rating={message.feedback.rating}>
          <span className={message.feedback.rating === "up" ? ui.badge.success : ui.badge.danger}>
            {message.feedback.rating === "up" ? "Rated up" : "Rated down"}
          </span>
          {message.feedback.comment ? <> “{message.feedback.comment}”</> : null}
        </p>
      ) : null}
    </article>
  );
}
