import type { RecentAction } from "@hub-of-minds/core";
import { Link } from "wouter";
import { EmptyState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { type ActionTone, actionTone, formatActionTime } from "./dashboard-figures";

/** Spec 000: only the first 3 actions on the dashboard. */
export const recentActionsShown = 3;

const toneBadge: Record<ActionTone, string> = {
  emotional: css.badge.warning,
  safety: css.badge.danger,
  default: css.badge.outline,
};

export function ActionBadge({ actionType }: { actionType: string }) {
  const tone = actionTone(actionType);
  return (
    <span className={toneBadge[tone]} data-tone={tone}>
      {actionType}
    </span>
  );
}

export function RecentActionsCard({ actions }: { actions: readonly RecentAction[] }) {
  const shown = actions.slice(0, recentActionsShown);
  return (
    <section className={css.card} aria-labelledby="recent-actions-title">
      <div className={css.cardHeader}>
        <h2 id="recent-actions-title" className={css.cardTitle}>
          Recent Agent Actions
        </h2>
        <Link href="/logs" className={css.button.secondary}>
          View All
        </Link>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No agent actions yet">
          <span className={css.small}>Saved configs, installed apps and chats will show up here.</span>
        </EmptyState>
      ) : (
        <ul className={css.list} data-testid="recent-actions">
          {shown.map((action) => (
            <li key={action.id} className={css.listItem} style={{ alignItems: "start" }}>
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
      )}
    </section>
  );
}
