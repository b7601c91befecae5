import { useId, useState } from "react";
import { useOverview } from "../../query/use-overview";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { formatActionTime } from "../dashboard/dashboard-figures";
import { ActionBadge } from "../dashboard/recent-actions-card";
import { actionTypes, activityPage } from "./activity-log";

/** `/logs`: the hub's recorded events (newest first), filtered by action type, ten to a page. */
export function LogsPage() {
  const overview = useOverview();
  const [type, setType] = useState("all");
  const [page, setPage] = useState(1);
  const filterId = useId();
  const actions = overview.data?.recentActions ?? [];
  const view = activityPage(actions, type, page);
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
            {actionTypes(actions).map((actionType) => (
              <option key={actionType} value={actionType}>
                {actionType}
              </option>
            ))}
          </select>
        </div>
      </header>
      {overview.isPending ? (
        <SkeletonRows label="Loading the activity history" />
      ) : overview.isError ? (
        <ErrorState what="The activity history" error={overview.error} onRetry={() => overview.refetch()} />
      ) : view.total === 0 ? (
        <EmptyState title="No activity recorded yet">
          <span>Saving a config, installing an app or chatting with a personality records an event here.</span>
        </EmptyState>
      ) : (
        <>
          <ul className={css.list} data-testid="activity-list">
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
