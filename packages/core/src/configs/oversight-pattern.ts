import { RE2JS } from "re2js";

/**
 * Oversight patterns are written by administrators and run on every anonymous message, so they run on RE2
 * (re2js, a pure-JS port): matching time grows linearly with the text, whatever the pattern. `^(a+)+$`
 * on 29 characters blocked the event loop for 7.5 s with RegExp. RE2 has no backreferences or lookaround;
 * such a pattern is refused when the file is saved (and by the editor's check before that).
 */
export type CompiledOversightPattern = RE2JS;

/** Compiles case-insensitively; throws RE2's syntax error for a pattern RE2 cannot run. */
export function compileOversightPattern(source: string): CompiledOversightPattern {
  return RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
}

/** Why RE2 refuses a pattern, or undefined when it compiles. */
export function oversightPatternProblem(source: string): string | undefined {
  try {
    compileOversightPattern(source);
    return undefined;
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^error parsing regexp: /, "") : String(err);
    return `is not a pattern the linear-time matcher accepts (${reason}); backreferences and lookaround are not supported`;
  }
}
