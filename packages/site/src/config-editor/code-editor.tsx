import { yaml } from "@codemirror/lang-yaml";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { vars } from "@hub-of-minds/widgets/theme";
import { tags } from "@lezer/highlight";
import CodeMirror, {
  Decoration,
  type DecorationSet,
  EditorView,
  type Range,
  StateEffect,
  StateField,
  type Text,
} from "@uiw/react-codemirror";
import { useEffect, useMemo, useRef } from "react";
import type { YamlProblem } from "./yaml-problem";

const showProblems = StateEffect.define<readonly YamlProblem[]>();

/** Marks the lines with a problem; a line's title lists its problems. */
function problemMarks(doc: Text, problems: readonly YamlProblem[]): DecorationSet {
  const messages = new Map<number, string[]>();
  for (const problem of problems) messages.set(problem.line, [...(messages.get(problem.line) ?? []), problem.message]);
  const marks: Range<Decoration>[] = [];
  for (const [line, texts] of [...messages].sort(([a], [b]) => a - b)) {
    if (line > doc.lines) continue;
    const attributes = { "data-error-line": String(line), title: texts.join("\n") };
    marks.push(Decoration.line({ class: "cm-hom-error-line", attributes }).range(doc.line(line).from));
  }
  return Decoration.set(marks);
}

// A field set by an effect, not an extension rebuilt per keystroke: reconfiguring would parse the file again.
const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    for (const effect of transaction.effects) {
      if (effect.is(showProblems)) return problemMarks(transaction.state.doc, effect.value);
    }
    return marks.map(transaction.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * The app's own colours (the theme tokens, so the editor follows the site's theme): a dark well like the
 * site's code blocks. Every token colour meets 4.5:1 on the well in the dark and light themes.
 */
const appTheme = EditorView.theme(
  {
    "&": {
      color: vars.color.text,
      backgroundColor: vars.color.bg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      overflow: "hidden",
      // Phones inflate text they think is small; the gutter and the text must keep one line height.
      textSizeAdjust: "100%",
      WebkitTextSizeAdjust: "100%",
    },
    "&.cm-focused": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    // One font and line height for the numbers and the text: each number sits on its line.
    ".cm-scroller": { fontFamily: vars.font.mono, lineHeight: "1.6" },
    ".cm-content": { caretColor: vars.color.text, minHeight: "320px", padding: "8px 0" },
    ".cm-gutters": {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      borderRight: `1px solid ${vars.color.border}`,
    },
    ".cm-gutter": { minHeight: "320px" },
    ".cm-gutters .cm-gutterElement": { padding: "0 8px 0 6px" },
    ".cm-activeLine": { backgroundColor: "rgb(139 123 255 / 0.08)" },
    ".cm-activeLineGutter": { backgroundColor: vars.color.accentSoft, color: vars.color.text },
    ".cm-cursor, .cm-dropCursor": { borderLeftColor: vars.color.text },
    "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection":
      { backgroundColor: vars.color.accentSoft },
    ".cm-matchingBracket, &.cm-focused .cm-matchingBracket": {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.text,
      outline: `1px solid ${vars.color.accent}`,
    },
    ".cm-hom-error-line": {
      backgroundColor: "rgb(255 107 129 / 0.12)",
      boxShadow: `inset 3px 0 0 ${vars.color.danger}`,
    },
  },
  { dark: true },
);

const appHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: vars.color.accent, fontWeight: "600" },
  { tag: [tags.string, tags.special(tags.string), tags.content], color: vars.color.success },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.keyword], color: vars.color.warning },
  { tag: [tags.comment, tags.lineComment], color: vars.color.textMuted, fontStyle: "italic" },
  { tag: [tags.labelName, tags.typeName, tags.meta], color: vars.color.danger },
  { tag: [tags.punctuation, tags.separator, tags.squareBracket, tags.brace], color: vars.color.textMuted },
  { tag: tags.invalid, color: vars.color.danger, textDecoration: "underline wavy" },
]);

const basicSetup = { foldGutter: false, highlightActiveLine: true };

/** Puts the cursor at a 1-based line and column (clamped to the text) and shows it. */
export function moveCursorTo(view: EditorView, line: number, column: number | null): void {
  const { doc } = view.state;
  const target = doc.line(Math.min(Math.max(1, line), doc.lines));
  const position = Math.min(target.from + Math.max(0, (column ?? 1) - 1), target.to);
  view.dispatch({ selection: { anchor: position }, effects: EditorView.scrollIntoView(position, { y: "center" }) });
  view.focus();
}

/**
 * CodeMirror 6 with YAML highlighting in the app's colours; long lines wrap, so the page never scrolls
 * sideways on a phone. This module is the only one that pulls in the editor.
 */
export function CodeEditor({
  value,
  onChange,
  label,
  problems,
  onView,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  problems: readonly YamlProblem[];
  /** The editor's view, once created: the problem list moves the cursor with it. */
  onView?: (view: EditorView) => void;
}) {
  const view = useRef<EditorView | null>(null);
  const extensions = useMemo(
    () => [
      yaml(),
      syntaxHighlighting(appHighlight),
      // Wrapped lines and a growing editor: no inner scroll area without a keyboard stop (axe).
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      problemField,
    ],
    [label],
  );
  useEffect(() => {
    view.current?.dispatch({ effects: showProblems.of(problems) });
  }, [problems]);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onCreateEditor={(created) => {
        view.current = created;
        created.dispatch({ effects: showProblems.of(problems) });
        onView?.(created);
      }}
      extensions={extensions}
      theme={appTheme}
      basicSetup={basicSetup}
    />
  );
}

export default CodeEditor;
