import { useId } from "react";
import * as css from "../ui/ui.css";
import * as editorCss from "./yaml-editor.css";
import type { YamlProblem } from "./yaml-problem";

export function problemPlace(problem: YamlProblem): string {
  return problem.column ? `Line ${problem.line}, column ${problem.column}` : `Line ${problem.line}`;
}

/** The problems of the text, each once with its line and column; choosing one puts the cursor there. */
export function YamlProblems({
  problems,
  onGoTo,
}: {
  problems: readonly YamlProblem[];
  onGoTo: (problem: YamlProblem) => void;
}) {
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={css.stack} style={{ gap: 8 }}>
      <h4 id={titleId} className={editorCss.problemsTitle}>
        {problems.length === 1 ? "1 problem" : `${problems.length} problems`}
      </h4>
      <ul className={css.list} style={{ gap: 6 }} data-testid="yaml-problems">
        {problems.map((problem) => (
          <li key={`${problem.line}:${problem.column}:${problem.message}`}>
            <button type="button" className={editorCss.problem} onClick={() => onGoTo(problem)}>
              <span className={editorCss.problemPlace}>{problemPlace(problem)}</span>
              <span className={editorCss.problemMessage}>{problem.message}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
