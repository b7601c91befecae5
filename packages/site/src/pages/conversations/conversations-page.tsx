import { callApi, HttpError } from "@hub-of-minds/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useReducer, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useAccount, useShownCustomerId } from "../../auth/use-account";
import { queryKeys } from "../../query/query-keys";
import { useToast } from "../../toast/toaster";
import { errorSentence } from "../../ui/error-sentence";
import { EmptyState, LoadingState } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import { CustomerPicker, customerName } from "../customer/customer-picker";
import { keysQueryKey, publishableKeysApiFor } from "../embed/publishable-keys-api";
import * as css from "./conversations.css";
import { type ConversationsApi, conversationsQueryKeys, coreConversationsApi, exportHref } from "./conversations-api";
import { FeedbackSummary } from "./feedback-summary";
import { InboxFiltersForm } from "./inbox-filters-form";
import { type InboxConfirmation, inboxStateName, initialInboxState, reduceInbox } from "./inbox-state";
import {
  filterProblem,
  type InboxView,
  inboxViewFromSearch,
  inboxViewToSearch,
  isFiltered,
  noFilters,
  threadFilterQuery,
  threadListQuery,
} from "./inbox-view";
import { RetentionPanel } from "./retention-panel";
import { countText, personalityOptions } from "./thread-format";
import { ThreadList, type ThreadListState } from "./thread-list";
import { ThreadTranscript, type TranscriptState } from "./thread-transcript";

const path = "/conversations";
const hrefOf = (view: InboxView) => {
  const search = inboxViewToSearch(view);
  return search ? `${path}?${search}` : path;
};

/**
 * `/conversations`: the customer's inbox of their visitors' threads (the administrator's: every customer's,
 * or the picked one's). Filters, a page of threads, a transcript, exports, deletions, ratings per personality
 * and how long threads are kept.
 */
export function ConversationsPage({ api = coreConversationsApi }: { api?: ConversationsApi }) {
  const { account } = useAccount();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => inboxViewFromSearch(search), [search]);
  const asAdmin = account?.role === "admin";
  const customerId = useShownCustomerId() ?? null;
  const [state, dispatch] = useReducer(reduceInbox, view.filters, initialInboxState);
  // The form follows the shown filters when they change from outside (a link, the back button).
  const shownFilters = inboxViewToSearch({ ...view, page: 1, threadId: null, customerId: null });
  const [formFollows, setFormFollows] = useState(shownFilters);
  if (formFollows !== shownFilters) {
    setFormFollows(shownFilters);
    dispatch({ type: "showFilters", filters: view.filters });
  }
  const queryClient = useQueryClient();
  const toast = useToast();
  const signedIn = Boolean(account);

  const listQuery = threadListQuery(view, asAdmin);
  const list = useQuery({
    queryKey: conversationsQueryKeys.list(listQuery),
    queryFn: () => api.list(listQuery),
    enabled: signedIn,
    // The previous page stays while the next loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
  const thread = useQuery({
    queryKey: conversationsQueryKeys.thread(view.threadId ?? ""),
    queryFn: () => api.get(view.threadId ?? ""),
    enabled: signedIn && view.threadId !== null,
    retry: false,
  });
  const keysApi = useMemo(() => publishableKeysApiFor(customerId), [customerId]);
  const keys = useQuery({
    queryKey: keysQueryKey(keysApi),
    queryFn: () => keysApi.list(),
    enabled: signedIn && customerId !== null,
    retry: false,
  });
  const customers = useQuery({
    queryKey: queryKeys.customers,
    queryFn: () => callApi("listCustomers"),
    enabled: asAdmin,
  });

  const customerNames = useMemo(() => {
    const names = new Map((customers.data ?? []).map((customer) => [customer.id, customerName(customer)]));
    return (id: number | null) => (id === null ? "The hub's own pages" : (names.get(id) ?? `Customer #${id}`));
  }, [customers.data]);

  if (account === undefined) return <LoadingState label="Loading your conversations…" shape="page" />;
  if (!account) {
    return (
      <div className={ui.stack} style={{ gap: 20 }}>
        <h1 className={ui.pageTitle}>Conversations</h1>
        <EmptyState title="Sign in to read your conversations">
          <p style={{ margin: 0 }}>What visitors ask your widgets, and how they rate the answers.</p>
          <Link href="/sign-in?next=/conversations" className={ui.button.primary}>
            Sign in
          </Link>
        </EmptyState>
      </div>
    );
  }

  const go = (next: Partial<InboxView>) => navigate(hrefOf({ ...view, ...next }));
  const apply = () => {
    const problem = filterProblem(state.draft);
    if (problem) return dispatch({ type: "refuseDraft", problem });
    go({ filters: state.draft, page: 1, threadId: null });
  };
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: conversationsQueryKeys.lists });
  };

  async function confirm(confirmation: InboxConfirmation) {
    if (confirmation.kind === "thread") {
      dispatch({ type: "busy", what: "Deleting the thread…" });
      try {
        await api.remove(confirmation.threadId);
      } catch (error) {
        // Deleted meanwhile (or by a retention run): the goal is reached all the same.
        if (!(error instanceof HttpError && error.status === 404)) {
          return dispatch({ type: "failed", text: `The thread was not deleted. ${errorSentence(error)}` });
        }
      }
      dispatch({ type: "done", text: "Thread deleted." });
      toast({ title: "Thread deleted", description: `“${confirmation.title || "Untitled thread"}” is gone.` });
      queryClient.removeQueries({ queryKey: conversationsQueryKeys.thread(confirmation.threadId) });
      go({ threadId: null });
      return refresh();
    }
    dispatch({ type: "busy", what: "Deleting the visitor's data…" });
    try {
      const deleted = await api.forgetVisitor(confirmation.visitorId);
      const text = `${countText(deleted.threads, "thread")} and ${countText(deleted.memories, "memory entry", "memory entries")} deleted.`;
      dispatch({ type: "done", text });
      toast({ title: "Visitor's data deleted", description: `${confirmation.label}: ${text}` });
      queryClient.removeQueries({ queryKey: conversationsQueryKeys.thread(view.threadId ?? "") });
      go({ threadId: null });
      return refresh();
    } catch (error) {
      dispatch({ type: "failed", text: `Their data was not deleted. ${errorSentence(error)}` });
    }
  }

  const listState: ThreadListState = list.isPending
    ? { kind: "loading" }
    : list.isError
      ? { kind: "failed", error: list.error, retry: () => void list.refetch() }
      : { kind: "listed", list: list.data };
  const transcriptState: TranscriptState = thread.isPending
    ? { kind: "loading" }
    : thread.isError
      ? thread.error instanceof HttpError && thread.error.status === 404
        ? { kind: "missing" }
        : { kind: "failed", error: thread.error, retry: () => void thread.refetch() }
      : { kind: "shown", thread: thread.data };
  const filterQuery = threadFilterQuery(view, asAdmin);
  const allCustomers = asAdmin && customerId === null;
  const open = view.threadId !== null;
  const shownThread = transcriptState.kind === "shown" ? transcriptState.thread : null;

  return (
    <div className={ui.stack} style={{ gap: 20 }} data-testid="conversations" data-state={inboxStateName(state)}>
      {asAdmin ? <CustomerPicker selected={customerId} path={path} everyoneLabel="Every customer" /> : null}
      <header className={ui.pageHeader} style={{ marginBottom: 0 }}>
        <div>
          <h1 className={ui.pageTitle}>Conversations</h1>
          <p className={ui.pageSubtitle}>
            {allCustomers
              ? "Every customer's threads, newest first."
              : "What visitors asked your widgets, newest first, with their ratings."}
          </p>
        </div>
        <div className={ui.row}>
          <a className={ui.button.secondary} href={exportHref(filterQuery, "csv")} download data-testid="export-csv">
            Export CSV
          </a>
          <a className={ui.button.secondary} href={exportHref(filterQuery, "json")} download data-testid="export-json">
            Export JSON
          </a>
        </div>
      </header>

      <InboxFiltersForm
        draft={state.draft}
        problem={state.draftProblem}
        onEdit={(name, value) => dispatch({ type: "edit", name, value })}
        onApply={apply}
        onClear={() => go({ filters: noFilters, page: 1, threadId: null })}
        keys={(keys.data ?? []).map((key) => key.key)}
        origins={[...new Set((keys.data ?? []).flatMap((key) => key.allowedOrigins))]}
        personalities={personalityOptions(list.data?.feedbackByPersonality.map((row) => row.personalityId) ?? [])}
        {...(open ? { className: css.hiddenOnNarrow } : {})}
      />

      <p
        // Kept in the page (a live region must exist before it speaks), out of sight while it has nothing to say.
        className={state.status.kind === "idle" ? ui.visuallyHidden : ui.small}
        role="status"
        data-testid="inbox-status"
        style={{ margin: 0 }}
      >
        {state.status.kind === "busy"
          ? state.status.what
          : state.status.kind === "done" || state.status.kind === "failed"
            ? state.status.text
            : ""}
      </p>

      <div className={css.panes}>
        <ThreadList
          state={listState}
          page={view.page}
          filtered={isFiltered(view.filters)}
          refreshing={list.isPlaceholderData}
          openThreadId={view.threadId}
          threadHref={(threadId) => hrefOf({ ...view, threadId })}
          pageHref={(page) => hrefOf({ ...view, page })}
          clearHref={hrefOf({ ...view, filters: noFilters, page: 1, threadId: null })}
          {...(allCustomers ? { customerName: customerNames } : {})}
          {...(open ? { className: css.hiddenOnNarrow } : {})}
        />
        {open ? (
          <ThreadTranscript
            state={transcriptState}
            closeHref={hrefOf({ ...view, threadId: null })}
            actions={{
              confirming: state.confirming,
              busy: state.status.kind === "busy",
              ask: (confirmation) => dispatch({ type: "ask", confirmation }),
              cancel: () => dispatch({ type: "cancel" }),
              confirm,
            }}
            {...(asAdmin && shownThread ? { customerName: customerNames(shownThread.customerId) } : {})}
          />
        ) : (
          <div className={`${ui.card} ${css.hiddenOnNarrow}`}>
            <p className={`${ui.muted}`} style={{ margin: 0 }}>
              Open a thread to read its transcript.
            </p>
          </div>
        )}
      </div>

      <div className={ui.grid}>
        <FeedbackSummary rows={list.data?.feedbackByPersonality} />
        {customerId !== null ? (
          <RetentionPanel key={customerId} api={api} customerId={customerId} />
        ) : (
          <section className={ui.card} aria-label="Keeping threads">
            <p className={`${ui.small} ${ui.muted}`} style={{ margin: 0 }}>
              Pick a customer above to see and change how long their threads are kept.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

export default ConversationsPage;
