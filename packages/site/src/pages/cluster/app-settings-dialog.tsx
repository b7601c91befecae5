import type { ClusterApp, CustomerApp } from "@hub-of-minds/core";
import { DialogFrame } from "../../ui/dialog-frame";
import * as css from "../../ui/ui.css";
import { formatAppDate } from "./app-dates";

/**
 * Configure: what the server knows of an installed app. The hub stores no settings per app (a skill gets its
 * input with each call), so this shows its real state, its skills with their declared inputs, what it may
 * access and needs, and the one change there is: Uninstall.
 */
export function AppSettingsDialog({
  app,
  record,
  apps,
  installed,
  onClose,
  onUninstall,
}: {
  app: ClusterApp;
  record: CustomerApp;
  apps: readonly ClusterApp[];
  installed: readonly string[];
  onClose: () => void;
  /** Asks to uninstall (the page confirms first); absent, no Uninstall is offered. */
  onUninstall?: (appId: string) => void;
}) {
  const nameOf = (id: string) => apps.find((candidate) => candidate.id === id)?.displayName ?? id;
  return (
    <DialogFrame
      title={`Configure ${app.displayName}`}
      description={app.description}
      testId="app-settings"
      onClose={onClose}
      actions={
        onUninstall ? (
          <button
            type="button"
            className={css.button.danger}
            onClick={() => {
              onClose();
              onUninstall(app.id);
            }}
          >
            Uninstall
          </button>
        ) : null
      }
    >
      <dl
        style={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 12, margin: 0 }}
        data-testid="app-settings-state"
      >
        {[
          { label: "Status", value: record.isActive ? "Active" : "Not installed" },
          { label: "Version", value: `v${app.version}` },
          { label: "Installed", value: formatAppDate(record.installedAt) },
          { label: "Last used", value: formatAppDate(record.lastUsedAt) },
        ].map((entry) => (
          <div key={entry.label}>
            <dt className={`${css.muted} ${css.small}`}>{entry.label}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }}>{entry.value}</dd>
          </div>
        ))}
      </dl>
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
        {app.displayName} keeps no settings of its own: each skill takes its input when it runs, from your agents, your
        workflows or Skills &amp; Automation.
      </p>
      <section aria-labelledby="app-settings-skills" className={css.stack}>
        <h3 id="app-settings-skills" className={css.cardTitle}>
          Skills and their inputs
        </h3>
        <ul className={css.list} data-testid="app-settings-skills">
          {app.skills.map((skill) => (
            <li key={skill.name} className={css.card} style={{ gap: 6, padding: 12 }}>
              <code style={{ fontWeight: 700 }}>{skill.name}</code>
              <span className={css.small}>{skill.description}</span>
              {skill.input.length === 0 ? (
                <span className={`${css.muted} ${css.small}`}>Takes no input.</span>
              ) : (
                <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={`Inputs of ${skill.name}`}>
                  {skill.input.map((field) => (
                    <li key={field.name} className={css.small}>
                      <code>{field.name}</code> ({field.type}, {field.required ? "required" : "optional"}):{" "}
                      {field.description}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="app-settings-access" className={css.stack}>
        <h3 id="app-settings-access" className={css.cardTitle}>
          Access and dependencies
        </h3>
        <p className={css.small} style={{ margin: 0 }}>
          Permissions:{" "}
          {app.permissions.length === 0
            ? "none"
            : app.permissions.map((permission, index) => (
                <span key={permission}>
                  {index > 0 ? ", " : null}
                  <code>{permission}</code>
                </span>
              ))}
        </p>
        <p className={css.small} style={{ margin: 0 }}>
          Needs:{" "}
          {app.dependencies.length === 0
            ? "no other apps"
            : app.dependencies
                .map((id) => `${nameOf(id)} (${installed.includes(id) ? "installed" : "not installed"})`)
                .join(", ")}
        </p>
      </section>
    </DialogFrame>
  );
}
