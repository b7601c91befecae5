import { HttpError } from "@hub-of-minds/core";
import { mergeProblems, type YamlProblem } from "./yaml-problem";

function asProblem(value: unknown, fallbackMessage: string): YamlProblem[] {
  if (typeof value !== "object" || value === null) return [];
  const { line, column, message } = value as Record<string, unknown>;
  if (typeof line !== "number" || !Number.isInteger(line) || line < 1) return [];
  const col = typeof column === "number" && Number.isInteger(column) && column > 0 ? column : null;
  return [{ line, column: col, message: typeof message === "string" ? message : fallbackMessage }];
}

/**
 * The line errors of a refused save (code `invalid_yaml`, details: the server's list of issues), each once,
 * in line order. Any other failure gives none: the caller then shows the sentence alone.
 */
export function serverYamlErrors(error: unknown): YamlProblem[] {
  if (!(error instanceof HttpError) || error.code !== "invalid_yaml") return [];
  const { details, message } = error.problem ?? {};
  if (!Array.isArray(details)) return [];
  return mergeProblems(details.flatMap((item) => asProblem(item, message ?? "Invalid YAML")));
}
