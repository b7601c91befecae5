const scaleNames = [
  "thousand",
  "million",
  "billion",
  "trillion",
  "quadrillion",
  "quintillion",
  "sextillion",
  "septillion",
  "octillion",
  "nonillion",
  "decillion",
] as const;

/** A huge count a reader can say out loud: 3.16e20 -> "316.2 quintillion"; beyond decillions, "1.0e36". */
export function formatHugeNumber(value: number): string {
  if (!Number.isFinite(value)) return "∞";
  if (Math.abs(value) < 1000) return Math.round(value).toLocaleString("en-US");
  const group = Math.floor(Math.log10(Math.abs(value)) / 3);
  const name = scaleNames[group - 1];
  if (name === undefined) return value.toExponential(1);
  return `${(value / 1000 ** group).toFixed(1)} ${name}`;
}

/** One decimal and a percent sign: 289 -> "289.0%". */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A clock time for a live list entry, e.g. "14:03:27". */
export function formatClock(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** "high-activity" style words to "High activity". */
export function capitalise(word: string): string {
  return word.length === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`;
}
