import { lazy, Suspense, useState } from "react";
import { useConfigFiles } from "../../query/use-hub-queries";
import { Hint } from "../../ui/hint";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";

// The editor (and CodeMirror with it) downloads only when the dialog first opens.
const YamlEditorDialog = lazy(() => import("../../config-editor/yaml-editor-dialog"));

/** Spec 000: each config file with its Valid/Invalid badge, a refresh button and 'Edit Configurations'. */
export function PersonalitySettingsCard() {
  const configs = useConfigFiles();
  const [editing, setEditing] = useState(false);
  return (
    <section className={css.card} aria-labelledby="personality-settings-title">
      <div className={css.cardHeader}>
        <h2 id="personality-settings-title" className={css.cardTitle}>
          Personality Settings
        </h2>
        <Hint text="Check the files again now (they refresh every 5 seconds)">
          <button
            type="button"
            className={css.button.ghost}
            onClick={() => configs.refetch()}
            aria-busy={configs.isFetching}
            aria-label="Refresh configuration files"
          >
            <span aria-hidden="true">↻</span>
          </button>
        </Hint>
      </div>
      {configs.isPending ? (
        <LoadingState label="Loading configuration files..." />
      ) : configs.isError ? (
        <ErrorState what="The configuration files" error={configs.error} onRetry={() => configs.refetch()} />
      ) : (
        <ul className={css.list} data-testid="config-files">
          {configs.data.map((file) => (
            <li key={file.filename} className={css.listItem}>
              <span className={css.ellipsis} style={{ fontFamily: "monospace" }}>
                {file.filename}
              </span>
              <span className={file.isValid ? css.badge.success : css.badge.danger}>
                {file.isValid ? "Valid" : "Invalid"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={css.button.primary} onClick={() => setEditing(true)}>
        Edit Configurations
      </button>
      {editing ? (
        <Suspense fallback={<span className={css.visuallyHidden}>Opening the editor...</span>}>
          <YamlEditorDialog open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </section>
  );
}
