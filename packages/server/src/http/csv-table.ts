/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A leading =, +, - or @ is
 * defused with a quote mark, so a spreadsheet never runs a visitor's words as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === undefined || value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header row, then one line per row; every line ends with \n (a line break inside a cell is quoted). */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
) {
  return `${[header.map(csvCell).join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\n")}\n`;
}
