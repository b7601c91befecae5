import { HttpError } from "@hub-of-minds/core";

/** One problem the server found in a config, at a 1-based line (and column when known). */
export interface YamlLineError {
  line: number;
  column: number | null;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function asLineError(value: unknown, fallbackMessage: string): YamlLineError | null {
  if (!isRecord(value)) return null;
  const line = Number(value.line ?? (isRecord(value.linePos) ? value.linePos.line : undefined));
  if (!Number.isInteger(line) || line < 1) return null;
  const column = Number(value.column ?? value.col);
  const message = typeof value.message === "string" ? value.message : fallbackMessage;
  return { line, column: Number.isInteger(column) && column > 0 ? column : null, message };
}

/** The error lists a `{error, details}` body may carry: details itself, or details.errors / .issues. */
function candidates(details: unknown): unknown[] {
  if (Array.isArray(details)) return details;
  if (!isRecord(details)) return [];
  for (const key of ["errors", "issues", "yamlErrors"]) {
    const list = details[key];
    if (Array.isArray(list)) return list;
  }
  return [details];
}

/**
 * The line errors of a refused save (422 `{error, details}`), in line order. Anything else (another status,
 * a body that is not JSON, details without lines) gives none: the caller then shows the message alone.
 */
export function serverYamlErrors(error: unknown): YamlLineError[] {
  if (!(error instanceof HttpError) || error.status !== 422) return [];
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return [];
  }
  if (!isRecord(body)) return [];
  const fallback = typeof body.error === "string" ? body.error : "Invalid YAML";
  return candidates(body.details)
    .flatMap((item) => asLineError(item, fallback) ?? [])
    .sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

/** The server's own words for a failure: the JSON `error` field, else the whole message. */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) {
    try {
      const body: unknown = JSON.parse(error.body);
      if (isRecord(body) && typeof body.error === "string") return body.error;
    } catch {
      // Not JSON: the message already holds the status and text.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
