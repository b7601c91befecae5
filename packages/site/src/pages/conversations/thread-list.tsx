import type { ThreadList as ThreadListAnswer, ThreadSummary } from "@hub-of-minds/core";
import { useId } from "react";
import { Link } from "wouter";
import { ErrorState, SkeletonRows } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./conversations.css";
import { pageCount, pageRangeText } from "./inbox-view";
import { answeredBy, countText, dateTimeText, visitorLabel } from "./thread-format";

/** The list as loaded: each state shows itself honestly. */
export type ThreadListState =
  | { kind: "loading" }
  | { kind: "failed"; error: Error; retry: () => void }
  | { kind: "listed"; list: ThreadListAnswer };

export interface ThreadListProps {
  state: ThreadListState;
  page: number;
  /** Whether filters narrow the list: an empty one then says so. */
  filtered: boolean;
  openThreadId: string | null;
  /** The address that opens a thread's transcript, and the one of another page of the list. */
  threadHref: (threadId: string) => string;
  pageHref: (page: number) => string;
  clearHref: string;
  /** The list shown is the previous filters' while the new one loads. */
  refreshing?: boolean;
  /** The administrator's view of every customer: each row names its customer. */
  customerName?: (customerId: number | null) => string;
  className?: string;
}

/** The inbox's list of threads, newest first, one page at a time. */
export function ThreadList(props: ThreadListProps) {
  const id = useId();
  const { state } = props;
  const kind =
    state.kind === "listed"
      ? state.list.threads.length === 0
        ? props.filtered
          ? "no-match"
          : "empty"
        : "listed"
      : state.kind;
  return (
    <section
      className={`${ui.card} ${props.className ?? ""}`}
      aria-labelledby={`${id}-title`}
      data-testid="thread-list"
      data-state={props.refreshing ? "refreshing" : kind}
      aria-busy={props.refreshing ? true : undefined}
      style={props.refreshing ? { opacity: 0.6 } : undefined}
    >
      <div className={ui.spread}>
        <h2 id={`${id}-title`} className={ui.cardTitle}>
          Threads
        </h2>
        {state.kind === "listed" && state.list.total > 0 ? (
          <span className={`${ui.small} ${ui.muted}`} data-testid="thread-range">
            {pageRangeText(props.page, state.list.threads.length, state.list.total)}
          </span>
        ) : null}
      </div>
      {state.kind === "loading" ? (
        <SkeletonRows rows={4} label="Loading the threads…" />
      ) : state.kind === "failed" ? (
        <ErrorState what="The threads" error={state.error} onRetry={state.retry} />
      ) : kind === "no-match" ? (
        <div className={ui.state}>
          <p style={{ margin: 0, fontWeight: 700 }}>No thread matches these filters.</p>
          <Link href={props.clearHref} className={ui.button.secondary}>
            Clear the filters
          </Link>
        </div>
      ) : kind === "empty" ? (
        <div className={ui.state} data-testid="inbox-empty">
          <p style={{ margin: 0, fontWeight: 700 }}>No conversations yet.</p>
          <p style={{ margin: 0 }}>
            A thread appears here when a visitor chats with a chat widget that carries one of your publishable keys.
            Create a key for your site and copy the widget's snippet on <Link href="/embed">Embed a Widget</Link>.
          </p>
        </div>
      ) : (
        <>
          <ul className={ui.list} aria-label="Threads">
            {state.list.threads.map((thread) => (
              <li key={thread.id}>
                <ThreadRow
                  thread={thread}
                  href={props.threadHref(thread.id)}
                  open={thread.id === props.openThreadId}
                  {...(props.customerName ? { customerName: props.customerName } : {})}
                />
              </li>
            ))}
          </ul>
          <Pager page={props.page} total={state.list.total} pageHref={props.pageHref} />
        </>
      )}
    </section>
  );
}

function ThreadRow({
  thread,
  href,
  open,
  customerName,
}: {
  thread: ThreadSummary;
  href: string;
  open: boolean;
  customerName?: (customerId: number | null) => string;
}) {
  const rated = thread.feedback.up + thread.feedback.down > 0;
  return (
    <Link href={href} className={css.threadLink} aria-current={open ? "true" : undefined} data-testid="thread-row">
      <span className={css.threadTitle} data-testid="thread-title">
        {thread.title || "Untitled thread"}
      </span>
      <span className={css.meta}>
        <span>{visitorLabel(thread, true)}</span>
        {customerName ? <span>{customerName(thread.customerId)}</span> : null}
        {thread.origin ? <span>{thread.origin}</span> : null}
      </span>
      <span className={css.meta}>
        <span>{answeredBy(thread)}</span>
        <span>{countText(thread.messageCount, "message")}</span>
        <time dateTime={thread.updatedAt}>{dateTimeText(thread.updatedAt)}</time>
        {rated ? (
          <span data-testid="thread-feedback">
            {thread.feedback.up} up · {thread.feedback.down} down
          </span>
        ) : null}
      </span>
    </Link>
  );
}

function Pager({ page, total, pageHref }: { page: number; total: number; pageHref: (page: number) => string }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of threads" className={ui.spread}>
      {page > 1 ? (
        <Link href={pageHref(page - 1)} className={ui.button.secondary}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={ui.small}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={pageHref(page + 1)} className={ui.button.secondary}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
