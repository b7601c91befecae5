import { type CompiledOversightPattern, compileOversightPattern } from "@hub-of-minds/core";

// Patterns compile on RE2 (linear time whatever the pattern, see core's oversight-pattern); the config check
// refuses a file with a pattern RE2 cannot run, so every rule that reaches here compiles.

/** Text beyond this many characters of one message is not scanned (messages are capped well below it). */
export const maxScannedChars = 100_000;

// Rules change only when the file does; compiling each pattern once keeps the check off the hot path.
const compiled = new Map<string, CompiledOversightPattern>();

/** Whether `source` matches anywhere in the first `maxScannedChars` of `text`. */
export function patternMatches(source: string, text: string): boolean {
  let pattern = compiled.get(source);
  if (!pattern) {
    if (compiled.size > 500) compiled.clear();
    pattern = compileOversightPattern(source);
    compiled.set(source, pattern);
  }
  return pattern.test(text.length > maxScannedChars ? text.slice(0, maxScannedChars) : text);
}
