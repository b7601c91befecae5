import type { ClusterApp } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";
import { AppDetailsDialog } from "./app-details-dialog";
import * as clusterCss from "./cluster.css";
import { priceLabel } from "./cluster-view";
import { type InstallPlan, installAction, installPlan } from "./install-plan";

/** The apps it needs on the card itself, so Install's 'with N dependencies' is never a surprise. */
function NeedsLine({ plan }: { plan: InstallPlan }) {
  if (plan.needs.length === 0) return null;
  return (
    <div className={clusterCss.needs} data-testid="app-needs">
      <span className={clusterCss.needsLabel}>Needs</span>
      <ul className={clusterCss.needList}>
        {plan.needs.map(({ app, installed }) => (
          <li key={app.id} className={clusterCss.need} data-state={installed ? "installed" : "missing"}>
            {installed ? <span aria-hidden="true">✓</span> : null}
            {app.displayName}
            {installed ? <span className={css.visuallyHidden}> (installed)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 000: name, version, author, category, description, rating, installs, price and the actions. */
export function AppCard({
  app,
  apps,
  installed,
  busy,
  onInstall,
  onUninstall,
}: {
  app: ClusterApp;
  apps: readonly ClusterApp[];
  installed: readonly string[];
  busy: boolean;
  onInstall: (plan: InstallPlan) => void;
  onUninstall: (app: ClusterApp) => void;
}) {
  const isInstalled = installed.includes(app.id);
  const plan = installPlan(app, apps, installed);
  const action = installAction(plan);
  return (
    <article
      className={css.card}
      data-testid="app-card"
      data-app-id={app.id}
      data-state={isInstalled ? "installed" : "available"}
    >
      <div className={css.spread} style={{ alignItems: "start" }}>
        <div style={{ minWidth: 0 }}>
          <h3 className={css.cardTitle}>{app.displayName}</h3>
          <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
            v{app.version} · {app.author}
          </p>
        </div>
        <span className={clusterCss.category[app.category]}>{app.category}</span>
      </div>
      <p style={{ margin: 0 }} className={css.small}>
        {app.description}
      </p>
      <div className={css.row}>
        <span>
          <span aria-hidden="true">★</span> {app.rating.toFixed(1)}
          <span className={css.visuallyHidden}> out of 5 stars</span>
        </span>
        <span className={css.muted}>{app.installCount.toLocaleString("en-US")} installs</span>
        <strong style={{ marginLeft: "auto" }}>{priceLabel(app.pricing)}</strong>
      </div>
      <NeedsLine plan={plan} />
      <div className={clusterCss.cardActions}>
        {isInstalled ? (
          <button
            type="button"
            className={css.button.secondary}
            disabled={busy}
            onClick={() => onUninstall(app)}
            aria-label={`Uninstall ${app.displayName}`}
          >
            {busy ? "Uninstalling..." : "Uninstall"}
          </button>
        ) : (
          <button
            type="button"
            className={css.button.primary}
            disabled={busy}
            onClick={() => onInstall(plan)}
            aria-label={action.accessibleName}
          >
            {busy ? "Installing..." : action.label}
          </button>
        )}
        <AppDetailsDialog app={app} apps={apps} installed={installed} />
      </div>
    </article>
  );
}
