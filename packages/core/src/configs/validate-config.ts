import { isMap, isNode, isScalar, LineCounter, parseDocument } from "yaml";
import type { ConfigFilename } from "../schemas/config-file.schema";
import { type ConfigSettings, configFileSchemas } from "./config-file-schemas";

/** One problem of a config file; line and column are 1-based. */
export interface ConfigIssue {
  message: string;
  line: number;
  column: number;
  path?: string;
}

export type ConfigCheck<F extends ConfigFilename> =
  | { isValid: true; settings: ConfigSettings[F]; errors: [] }
  | { isValid: false; errors: ConfigIssue[] };

/** The same problem once (a YAML error can be reported twice at one place), in the order of the file. */
function inFileOrder(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>();
  return issues
    .filter((issue) => {
      const key = `${issue.line}:${issue.column}:${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Valid = parses as YAML and matches the file's schema; each error points at its line and column.
 * The one verdict on a config: the server refuses a save with these errors (422), the editor's badge runs it on
 * every edit, so "Valid YAML" there means the server accepts the file.
 */
export function validateConfig<F extends ConfigFilename>(filename: F, content: string): ConfigCheck<F> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(content, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      isValid: false,
      errors: inFileOrder(
        doc.errors.map((error) => {
          const at = lineCounter.linePos(error.pos[0]);
          return { message: error.message.split("\n")[0] ?? error.message, line: at.line, column: at.col };
        }),
      ),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS();
  } catch (err) {
    // yaml refuses to expand an alias bomb ("Excessive alias count"): the file is invalid, not the server broken.
    return { isValid: false, errors: [{ message: (err as Error).message, line: 1, column: 1 }] };
  }
  const result = configFileSchemas[filename].safeParse(value);
  if (result.success) return { isValid: true, settings: result.data as ConfigSettings[F], errors: [] };
  /** Where the node at `path` starts: the deepest node of the path that exists (a missing key: its parent). */
  const offsetOf = (path: readonly (string | number)[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return node.range[0];
    }
    return 0;
  };
  const issueAt = (path: readonly (string | number)[], message: string, offset = offsetOf(path)): ConfigIssue => {
    const at = lineCounter.linePos(offset);
    const where = path.join(".");
    return { message: where ? `${where}: ${message}` : message, line: at.line, column: at.col, path: where };
  };
  return {
    isValid: false,
    errors: inFileOrder(
      result.error.issues.flatMap((issue) => {
        const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
        if (issue.code !== "unrecognized_keys") return [issueAt(path, issue.message)];
        // An unknown key: at the key itself, one problem per key.
        const map = path.length === 0 ? doc.contents : doc.getIn(path, true);
        return issue.keys.map((key) => {
          const pair = isMap(map) ? map.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined;
          const keyNode = pair && isScalar(pair.key) ? pair.key : undefined;
          return issueAt([...path, key], "unknown key", keyNode?.range?.[0] ?? offsetOf(path));
        });
      }),
    ),
  };
}
