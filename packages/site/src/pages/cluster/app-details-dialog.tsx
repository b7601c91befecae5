import type { ClusterApp } from "@hub-of-minds/core";
import * as Dialog from "@radix-ui/react-dialog";
import * as dialogCss from "../../ui/dialog.css";
import * as css from "../../ui/ui.css";
import * as clusterCss from "./cluster.css";
import { priceLabel } from "./cluster-view";

/** Spec 000: the Details dialog with the app's required permissions and its dependencies. */
export function AppDetailsDialog({
  app,
  apps,
  installed,
}: {
  app: ClusterApp;
  apps: readonly ClusterApp[];
  installed: readonly string[];
}) {
  const nameOf = (id: string) => apps.find((candidate) => candidate.id === id)?.displayName ?? id;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={css.button.secondary} aria-label={`Details of ${app.displayName}`}>
        Details
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content} style={{ maxWidth: 520 }}>
          <Dialog.Title className={dialogCss.title}>{app.displayName}</Dialog.Title>
          <Dialog.Description style={{ margin: 0 }}>{app.description}</Dialog.Description>
          <div className={css.row}>
            <span className={clusterCss.category[app.category]}>{app.category}</span>
            <span className={css.badge.outline}>v{app.version}</span>
            <span className={css.badge.outline}>{priceLabel(app.pricing)}</span>
            <span className={css.muted}>by {app.author}</span>
          </div>
          <section aria-labelledby="permissions-title">
            <h3 id="permissions-title" className={css.cardTitle}>
              Required permissions
            </h3>
            {app.permissions.length === 0 ? (
              <p className={css.muted}>None</p>
            ) : (
              <ul data-testid="app-permissions">
                {app.permissions.map((permission) => (
                  <li key={permission}>
                    <code>{permission}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="dependencies-title">
            <h3 id="dependencies-title" className={css.cardTitle}>
              Dependencies
            </h3>
            {app.dependencies.length === 0 ? (
              <p className={css.muted}>No dependencies</p>
            ) : (
              <ul className={css.list} data-testid="app-dependencies">
                {app.dependencies.map((id) => (
                  <li key={id} className={css.listItem}>
                    <span>{nameOf(id)}</span>
                    <span className={installed.includes(id) ? css.badge.success : css.badge.warning}>
                      {installed.includes(id) ? "Installed" : "Not installed"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Dialog.Close className={`${css.button.ghost} ${dialogCss.close}`} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
