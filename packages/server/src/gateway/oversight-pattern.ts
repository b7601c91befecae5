import { RE2JS } from "re2js";

/**
 * Oversight patterns are written by administrators and run on every anonymous message, so they run on RE2
 * (re2js, a pure-JS port): matching time grows linearly with the text, whatever the pattern. `^(a+)+$`
 * on 29 characters blocked the event loop for 7.5 s with RegExp. RE2 has no backreferences or lookaround;
 * such a pattern is refused when the file is saved.
 */
export type CompiledPattern = RE2JS;

/** Text beyond this many characters of one message is not scanned (messages are capped well below it). */
export const maxScannedChars = 100_000;

/** Compiles case-insensitively; throws RE2's syntax error for a pattern RE2 cannot run. */
export function compilePattern(source: string): CompiledPattern {
  return RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
}

/** Why RE2 refuses a pattern, or undefined when it compiles. */
export function patternProblem(source: string): string | undefined {
  try {
    compilePattern(source);
    return undefined;
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^error parsing regexp: /, "") : String(err);
    return `is not a pattern the linear-time matcher accepts (${reason}); backreferences and lookaround are not supported`;
  }
}

// Rules change only when the file does; compiling each pattern once keeps the check off the hot path.
const compiled = new Map<string, CompiledPattern>();

/** Whether `source` matches anywhere in the first `maxScannedChars` of `text`. */
export function patternMatches(source: string, text: string): boolean {
  let pattern = compiled.get(source);
  if (!pattern) {
    if (compiled.size > 500) compiled.clear();
    pattern = compilePattern(source);
    compiled.set(source, pattern);
  }
  return pattern.test(text.length > maxScannedChars ? text.slice(0, maxScannedChars) : text);
}
