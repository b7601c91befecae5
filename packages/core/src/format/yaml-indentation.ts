/**
 * The YAML editor's local check (spec 000, section 5): every non-blank line must be indented by an even
 * number of spaces. A tab in the indentation also offends, since YAML forbids tabs there.
 * Returns the 1-based numbers of the offending lines; none means the text passes.
 */
export function yamlIndentationErrors(text: string): number[] {
  const offending: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "") return;
    const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
    if (indent.includes("\t") || indent.length % 2 !== 0) offending.push(index + 1);
  });
  return offending;
}

export function isYamlIndentationValid(text: string): boolean {
  return yamlIndentationErrors(text).length === 0;
}

/** The badge shown when the check fails. */
export const invalidYamlLabel = "Invalid YAML";
