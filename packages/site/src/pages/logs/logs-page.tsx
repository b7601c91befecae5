import { type ActivityQuery, activityPageSizeDefault, callApi } from "@hub-of-minds/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { queryKeys } from "../../query/query-keys";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { formatActionTime } from "../dashboard/dashboard-figures";
import { ActionBadge } from "../dashboard/recent-actions-card";

/**
 * `/logs`: the whole activity history (newest first), filtered by action type, ten to a page. The server
 * pages it; each new event (agent_action on the socket) refreshes the page shown.
 */
export function LogsPage() {
  const [type, setType] = useState("all");
  const [page, setPage] = useState(1);
  const filterId = useId();
  const query: ActivityQuery = { page, pageSize: activityPageSizeDefault, ...(type === "all" ? {} : { type }) };
  const history = useQuery({
    queryKey: [...queryKeys.activity, query],
    queryFn: () => callApi("getActivityPage", { query }),
    // The page shown stays while the next one loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
  const view = history.data;
  const types = view?.types ?? [];
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Activity History</h1>
          <p className={css.pageSubtitle}>Everything your agents and the hub recorded, newest first</p>
        </div>
        <div className={css.row}>
          <label htmlFor={filterId}>Action type</label>
          <select
            id={filterId}
            className={css.input}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
          >
            <option value="all">All types</option>
            {(type === "all" || types.includes(type) ? types : [...types, type]).map((actionType) => (
              <option key={actionType} value={actionType}>
                {actionType}
              </option>
            ))}
          </select>
        </div>
      </header>
      {history.isPending ? (
        <SkeletonRows label="Loading the activity history" />
      ) : history.isError ? (
        <ErrorState what="The activity history" error={history.error} onRetry={() => history.refetch()} />
      ) : view === undefined || view.total === 0 ? (
        <EmptyState title={type === "all" ? "No activity recorded yet" : `No ${type} events recorded`}>
          {type === "all" ? (
            <span>Saving a config, installing an app or chatting with a personality records an event here.</span>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <ul className={css.list} data-testid="activity-list" aria-busy={history.isPlaceholderData}>
            {view.items.map((action) => (
              <li key={action.id} className={css.listItem}>
                <span style={{ minWidth: 0 }}>
                  <span style={{ display: "block" }}>{action.description}</span>
                  <time className={`${css.muted} ${css.small}`} dateTime={action.timestamp}>
                    {formatActionTime(action.timestamp)}
                  </time>
                </span>
                <ActionBadge actionType={action.actionType} />
              </li>
            ))}
          </ul>
          <nav className={css.spread} style={{ marginTop: 16 }} aria-label="Pages">
            <button
              type="button"
              className={css.button.secondary}
              disabled={view.page <= 1}
              onClick={() => setPage(view.page - 1)}
            >
              Previous
            </button>
            <span data-testid="activity-page" aria-live="polite">
              Page {view.page} of {view.pageCount} · {view.total} events
            </span>
            <button
              type="button"
              className={css.button.secondary}
              disabled={view.page >= view.pageCount}
              onClick={() => setPage(view.page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

export default LogsPage;
