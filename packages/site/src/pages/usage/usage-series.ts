import type { UsageGroup, UsageRow } from "@hub-of-minds/core";

const dayMs = 24 * 60 * 60 * 1000;

/** Every UTC day from `from` to `to`, both included, as unix seconds (the chart's x axis). */
export function daysBetween(from: string, to: string): number[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: number[] = [];
  for (let at = start; at <= end; at += dayMs) days.push(at / 1000);
  return days;
}

/**
 * The rows as chart lines over every day of the range: one line per key or model (or one for the whole
 * customer by day), 0 on days without calls.
 */
export function usageSeries(
  rows: readonly UsageRow[],
  groupBy: UsageGroup,
  days: readonly number[],
  measure: "tokens" | "requests" | "errors" | "costUsd",
) {
  const index = new Map(days.map((day, i) => [new Date(day * 1000).toISOString().slice(0, 10), i]));
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const label = groupBy === "key" ? (row.key ?? "unknown") : groupBy === "model" ? (row.model ?? "unknown") : measure;
    const values = lines.get(label) ?? days.map(() => 0);
    const at = index.get(row.period);
    if (at !== undefined) values[at] = (values[at] ?? 0) + row[measure];
    lines.set(label, values);
  }
  if (lines.size === 0)
    lines.set(
      groupBy === "day" ? measure : "no calls",
      days.map(() => 0),
    );
  return [...lines.entries()].map(([label, values]) => ({ label, values }));
}

/** `YYYY-MM-DD` of a date in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The default range: the last 30 days up to today. */
export function lastDays(count: number, now = new Date()) {
  return { from: isoDay(new Date(now.getTime() - (count - 1) * dayMs)), to: isoDay(now) };
}
