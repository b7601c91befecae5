import { yaml } from "@codemirror/lang-yaml";
import CodeMirror, { Decoration, EditorView, type Extension, type Range } from "@uiw/react-codemirror";
import { useMemo } from "react";
import type { YamlLineError } from "./server-yaml-errors";

/** Marks the lines the server (or the local check) found fault with. */
function errorLines(lines: readonly number[], messages: ReadonlyMap<number, string>): Extension {
  return EditorView.decorations.compute(["doc"], (state) => {
    const marks: Range<Decoration>[] = [];
    for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
      if (line > state.doc.lines) continue;
      const attributes: Record<string, string> = { "data-error-line": String(line) };
      const message = messages.get(line);
      if (message) attributes.title = message;
      marks.push(Decoration.line({ class: "cm-hom-error-line", attributes }).range(state.doc.line(line).from));
    }
    return Decoration.set(marks);
  });
}

const theme = EditorView.theme({
  // Its own colours: the page around it is dark, and the light theme leaves plain text to inherit.
  "&": { fontSize: "13px", color: "#151833", backgroundColor: "#ffffff" },
  ".cm-content, .cm-gutter": { minHeight: "320px" },
  ".cm-hom-error-line": { backgroundColor: "#ffe4e8", boxShadow: "inset 3px 0 0 #c2233f" },
});

/**
 * CodeMirror 6 with YAML highlighting, on a light panel: the light theme's token and gutter colours all
 * meet 4.5:1 contrast, the bundled dark theme's comments and line numbers do not.
 * This module is the only one that pulls in the editor.
 */
export function CodeEditor({
  value,
  onChange,
  label,
  serverErrors,
  localErrorLines,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  serverErrors: readonly YamlLineError[];
  localErrorLines: readonly number[];
}) {
  const extensions = useMemo(() => {
    const messages = new Map<number, string>();
    for (const line of localErrorLines) messages.set(line, "Indent with an even number of spaces");
    for (const error of serverErrors) messages.set(error.line, error.message);
    return [
      yaml(),
      theme,
      // Wrapped lines and a growing editor: no inner scroll area without a keyboard stop (axe).
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      errorLines([...localErrorLines, ...serverErrors.map((error) => error.line)], messages),
    ];
  }, [label, serverErrors, localErrorLines]);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme="light"
      basicSetup={{ foldGutter: false, highlightActiveLine: true }}
    />
  );
}

export default CodeEditor;
