import { HttpError } from "@hub-of-minds/core";

/** One problem the server found in a config, at a 1-based line (and column when known). */
export interface YamlLineError {
  line: number;
  column: number | null;
  message: string;
}

function asLineError(value: unknown, fallbackMessage: string): YamlLineError[] {
  if (typeof value !== "object" || value === null) return [];
  const { line, column, message } = value as Record<string, unknown>;
  if (typeof line !== "number" || !Number.isInteger(line) || line < 1) return [];
  const col = typeof column === "number" && Number.isInteger(column) && column > 0 ? column : null;
  return [{ line, column: col, message: typeof message === "string" ? message : fallbackMessage }];
}

/**
 * The line errors of a refused save (code `invalid_yaml`, details: the server's list of issues), in line order.
 * Any other failure gives none: the caller then shows the message alone.
 */
export function serverYamlErrors(error: unknown): YamlLineError[] {
  if (!(error instanceof HttpError) || error.code !== "invalid_yaml") return [];
  const { details, message } = error.problem ?? {};
  if (!Array.isArray(details)) return [];
  return details
    .flatMap((item) => asLineError(item, message ?? "Invalid YAML"))
    .sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}
