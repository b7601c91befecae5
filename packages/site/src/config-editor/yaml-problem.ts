/** One problem of a config text, at a 1-based line and column (the column is unknown for a bare server line). */
export interface YamlProblem {
  line: number;
  column: number | null;
  message: string;
}

/**
 * The problems of several checks as one list: each once (the server's 422 repeats what the editor's own run
 * of the shared validation found), in the order of the file.
 */
export function mergeProblems(...lists: readonly (readonly YamlProblem[])[]): YamlProblem[] {
  const byKey = new Map<string, YamlProblem>();
  for (const problem of lists.flat()) {
    const key = `${problem.line}:${problem.column ?? ""}:${problem.message}`;
    if (!byKey.has(key)) byKey.set(key, problem);
  }
  return [...byKey.values()].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}
