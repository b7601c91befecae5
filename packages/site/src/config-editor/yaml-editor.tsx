import { configFilenames } from "@hub-of-minds/core";
import { useId } from "react";
import { ErrorState, LoadingState } from "../ui/query-states";
import * as css from "../ui/ui.css";
import { CodeEditor } from "./code-editor";
import { useConfigEditor } from "./use-config-editor";
import * as editorCss from "./yaml-editor.css";

/** The four files on the left; the editor, its validity badge and Save Changes on the right (spec 000). */
export function YamlEditor() {
  const editor = useConfigEditor();
  const listLabel = useId();
  const validity = new Map(editor.files.data?.map((file) => [file.filename, file.isValid]));
  return (
    <div className={editorCss.layout} data-testid="yaml-editor">
      <nav aria-labelledby={listLabel} className={editorCss.files}>
        <h3 id={listLabel} className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
          Configuration files
        </h3>
        <ul className={css.list}>
          {configFilenames.map((filename) => (
            <li key={filename}>
              <button
                type="button"
                className={editorCss.fileButton}
                aria-current={filename === editor.selected ? "true" : undefined}
                onClick={() => editor.select(filename)}
              >
                <span className={css.ellipsis}>{filename}</span>
                {validity.has(filename) ? (
                  <span className={validity.get(filename) ? css.dot.on : css.dot.off} aria-hidden="true" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={css.button.secondary} onClick={editor.reload} disabled={editor.reloading}>
          {editor.reloading ? "Reloading..." : "Reload All Configs"}
        </button>
      </nav>
      <div className={css.stack} style={{ minWidth: 0 }}>
        <div className={css.spread}>
          <h3 style={{ margin: 0, fontFamily: "monospace", fontSize: 15 }} className={css.ellipsis}>
            {editor.selected}
            {editor.edited ? <span className={css.muted}> (edited)</span> : null}
          </h3>
          <span
            className={
              editor.validity === "invalid"
                ? css.badge.danger
                : editor.validity === "valid"
                  ? css.badge.success
                  : css.badge.outline
            }
            data-testid="yaml-validity"
            data-state={editor.validity}
            role="status"
          >
            {editor.validityLabel}
          </span>
        </div>
        {editor.file.isPending ? (
          <LoadingState label={`Loading ${editor.selected}...`} />
        ) : editor.file.isError ? (
          <ErrorState what={editor.selected} error={editor.file.error} onRetry={() => editor.file.refetch()} />
        ) : (
          <CodeEditor
            key={editor.selected}
            value={editor.content}
            onChange={editor.edit}
            label={`Contents of ${editor.selected}`}
            serverErrors={editor.serverErrors}
            localErrorLines={editor.localErrorLines}
          />
        )}
        {editor.localErrorLines.length > 0 ? (
          <p
            className={css.small}
            style={{ margin: 0, color: "var(--hom-color-danger)" }}
            data-testid="yaml-local-errors"
          >
            Indent with an even number of spaces (2 per level): line{editor.localErrorLines.length > 1 ? "s" : ""}{" "}
            {editor.localErrorLines.join(", ")}.
          </p>
        ) : null}
        {editor.serverErrors.length > 0 ? (
          <ul className={css.list} aria-label="Problems the server found" data-testid="yaml-server-errors">
            {editor.serverErrors.map((error) => (
              <li
                key={`${error.line}:${error.column}:${error.message}`}
                className={css.listItem}
                style={{ justifyContent: "start" }}
              >
                <span className={css.badge.danger}>
                  Line {error.line}
                  {error.column ? `, column ${error.column}` : ""}
                </span>
                <span>{error.message}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={css.row} style={{ justifyContent: "flex-end" }}>
          <button type="button" className={css.button.primary} onClick={editor.save} disabled={!editor.canSave}>
            {editor.saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </div>
    </div>
  );
}

export default YamlEditor;
