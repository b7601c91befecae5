import type { CustomerApp } from "@hub-of-minds/core";
import { EmptyState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import * as clusterCss from "./cluster.css";

function formatDate(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** Spec 000's Installed tab; Configure and Analytics have no documented behaviour yet. */
export function InstalledApps({
  records,
  busyAppId = null,
  onUninstall,
}: {
  records: readonly CustomerApp[];
  /** The app being installed or uninstalled now. */
  busyAppId?: string | null;
  /** Asks to uninstall the app (the page confirms first); absent, no Uninstall is offered. */
  onUninstall?: (appId: string) => void;
}) {
  const active = records.filter((record) => record.isActive);
  if (active.length === 0) {
    return (
      <EmptyState title="No Apps Installed">
        <span>Install apps from the App Marketplace to extend your AI minds.</span>
      </EmptyState>
    );
  }
  return (
    <ul className={css.grid} style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="installed-apps">
      {active.map((record) => (
        <li key={record.id} className={css.card}>
          <div className={css.spread}>
            <h3 className={css.cardTitle}>{record.app.displayName}</h3>
            <span className={css.badge.success}>Active</span>
          </div>
          <span className={clusterCss.category[record.app.category]} style={{ alignSelf: "start" }}>
            {record.app.category}
          </span>
          <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
            Installed {formatDate(record.installedAt)} · Last used {formatDate(record.lastUsedAt)}
          </p>
          <div className={css.row}>
            {onUninstall ? (
              <button
                type="button"
                className={css.button.danger}
                disabled={busyAppId === record.appId}
                onClick={() => onUninstall(record.appId)}
                aria-label={`Uninstall ${record.app.displayName}`}
              >
                {busyAppId === record.appId ? "Uninstalling..." : "Uninstall"}
              </button>
            ) : null}
            <button type="button" className={css.button.secondary} disabled title="Coming soon">
              Configure
            </button>
            <button type="button" className={css.button.secondary} disabled title="Coming soon">
              Analytics
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
