import { configFilenames } from "@hub-of-minds/core";
import type { EditorView } from "@uiw/react-codemirror";
import { useId, useRef } from "react";
import { ErrorState, LoadingState } from "../ui/query-states";
import * as css from "../ui/ui.css";
import { CodeEditor, moveCursorTo } from "./code-editor";
import { useConfigEditor } from "./use-config-editor";
import * as editorCss from "./yaml-editor.css";
import { YamlProblems } from "./yaml-problems";

const badgeClass = { invalid: css.badge.danger, valid: css.badge.success, loading: css.badge.outline } as const;

/**
 * The four files on the left; on the right the editor, its validity badge, the problems of the text (each
 * once, with line and column) and Save Changes (spec 000).
 */
export function YamlEditor() {
  const editor = useConfigEditor();
  const listLabel = useId();
  const view = useRef<EditorView | null>(null);
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
      <div className={editorCss.main} data-state={editor.saveState} data-testid="yaml-editor-main">
        <div className={editorCss.header}>
          <h3 className={editorCss.filename}>
            {editor.selected}
            {editor.edited ? <span className={css.muted}> (edited)</span> : null}
          </h3>
          <span
            className={badgeClass[editor.validity]}
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
          <div className={editorCss.editorFrame}>
            <CodeEditor
              key={editor.selected}
              value={editor.content}
              onChange={editor.edit}
              label={`Contents of ${editor.selected}`}
              problems={editor.problems}
              onView={(created) => {
                view.current = created;
              }}
            />
          </div>
        )}
        <YamlProblems
          problems={editor.problems}
          onGoTo={(problem) => {
            if (view.current) moveCursorTo(view.current, problem.line, problem.column);
          }}
        />
        <div className={editorCss.actions}>
          {editor.refusal ? (
            <p className={editorCss.refusal} role="alert" data-testid="yaml-refusal">
              Not saved. {editor.refusal.sentence}
            </p>
          ) : null}
          <button type="button" className={css.button.primary} onClick={editor.save} disabled={!editor.canSave}>
            {editor.saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </div>
    </div>
  );
}

export default YamlEditor;
