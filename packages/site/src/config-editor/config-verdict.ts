import { type ConfigFilename, validateConfig, yamlIndentationErrors } from "@hub-of-minds/core";
import { mergeProblems, type YamlProblem } from "./yaml-problem";

export type Validity = "valid" | "invalid";

export interface ConfigVerdict {
  validity: Validity;
  problems: YamlProblem[];
}

export const indentationMessage = "Indent with an even number of spaces (2 per level)";

/** Spec 000's local rule, as problems: each offending line, at its first character after the indentation. */
function indentationProblems(content: string): YamlProblem[] {
  const lines = content.split(/\r?\n/);
  return yamlIndentationErrors(content).map((line) => ({
    line,
    column: (/^[ \t]*/.exec(lines[line - 1] ?? "")?.[0].length ?? 0) + 1,
    message: indentationMessage,
  }));
}

/**
 * The badge's verdict on a text. An edit is checked with the server's own validation (core's validateConfig,
 * which decides its 422) plus the spec's even-indentation rule, so "Valid YAML" means the server accepts it.
 * A file as loaded keeps the server's isValid (spec 000, section 5), its problems listed when it is invalid.
 * Problems the server sent back for this very text join the list, each once.
 */
export function configVerdict(input: {
  filename: ConfigFilename;
  content: string;
  edited: boolean;
  serverIsValid: boolean;
  serverProblems: readonly YamlProblem[];
}): ConfigVerdict {
  const checkedHere = input.edited || !input.serverIsValid;
  const shared: YamlProblem[] = checkedHere ? validateConfig(input.filename, input.content).errors : [];
  const problems = mergeProblems(
    shared.map(({ line, column, message }) => ({ line, column, message })),
    input.edited ? indentationProblems(input.content) : [],
    input.serverProblems,
  );
  const accepted = input.edited || input.serverIsValid;
  return { validity: accepted && problems.length === 0 ? "valid" : "invalid", problems };
}
