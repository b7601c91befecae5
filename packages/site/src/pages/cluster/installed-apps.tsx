import type { ClusterApp, CustomerApp } from "@hub-of-minds/core";
import { useState } from "react";
import { useClusterApps } from "../../query/use-hub-queries";
import { EmptyState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { AppAnalyticsDialog } from "./app-analytics-dialog";
import { formatAppDate } from "./app-dates";
import { AppSettingsDialog } from "./app-settings-dialog";
import * as clusterCss from "./cluster.css";

/** Which dialog of which app is open, if any. */
type OpenDialog = { kind: "configure" | "analytics"; appId: string } | null;

/** Spec 000's Installed tab: each app's state, Configure (its settings) and Analytics (its figures). */
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
  // The catalogue holds each app's skills and their inputs; the page has asked for it already.
  const catalogue = useClusterApps();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const active = records.filter((record) => record.isActive);
  if (active.length === 0) {
    return (
      <EmptyState title="No Apps Installed">
        <span>Install apps from the App Marketplace to extend your AI minds.</span>
      </EmptyState>
    );
  }
  const apps: readonly ClusterApp[] = catalogue.data ?? [];
  const appOf = (appId: string) => apps.find((app) => app.id === appId);
  const openApp = open ? appOf(open.appId) : undefined;
  const openRecord = open ? active.find((record) => record.appId === open.appId) : undefined;
  return (
    <>
      <ul className={css.grid} style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="installed-apps">
        {active.map((record) => {
          const name = record.app.displayName;
          // Until the catalogue is in, there is nothing to show in the dialogs yet.
          const ready = appOf(record.appId) !== undefined;
          return (
            <li key={record.id} className={css.card}>
              <div className={css.spread}>
                <h3 className={css.cardTitle}>{name}</h3>
                <span className={css.badge.success}>Active</span>
              </div>
              <span className={clusterCss.category[record.app.category]} style={{ alignSelf: "start" }}>
                {record.app.category}
              </span>
              <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
                Installed {formatAppDate(record.installedAt)} · Last used {formatAppDate(record.lastUsedAt)}
              </p>
              <div className={css.row}>
                {onUninstall ? (
                  <button
                    type="button"
                    className={css.button.danger}
                    disabled={busyAppId === record.appId}
                    onClick={() => onUninstall(record.appId)}
                    aria-label={`Uninstall ${name}`}
                  >
                    {busyAppId === record.appId ? "Uninstalling..." : "Uninstall"}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={css.button.secondary}
                  disabled={!ready}
                  aria-label={`Configure ${name}`}
                  onClick={() => setOpen({ kind: "configure", appId: record.appId })}
                >
                  Configure
                </button>
                <button
                  type="button"
                  className={css.button.secondary}
                  disabled={!ready}
                  aria-label={`Analytics of ${name}`}
                  onClick={() => setOpen({ kind: "analytics", appId: record.appId })}
                >
                  Analytics
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {open?.kind === "configure" && openApp && openRecord ? (
        <AppSettingsDialog
          app={openApp}
          record={openRecord}
          apps={apps}
          installed={active.map((record) => record.appId)}
          onClose={close}
          {...(onUninstall ? { onUninstall } : {})}
        />
      ) : null}
      {open?.kind === "analytics" && openApp ? <AppAnalyticsDialog app={openApp} onClose={close} /> : null}
    </>
  );
}
