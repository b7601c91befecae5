import type { UsageGroup, UsageRow } from "@hub-of-minds/core";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiJobs } from "../db/schema";
import { ApiError } from "../http/api-error";
import { csvTable } from "../http/csv-table";
import type { ModelPrices } from "./model-prices";

const dayMs = 24 * 60 * 60 * 1000;
/** The longest range one request may ask for, so a report stays a report. */
export const maxUsageDays = 366;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `from`/`to` as UTC days (both included); the last 30 days when left out. */
export function usageRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + dayMs;
  if (end <= start) throw new ApiError(400, "invalid_request", "`from` must not be after `to`", { from, to });
  if ((end - start) / dayMs > maxUsageDays) {
    throw new ApiError(400, "invalid_request", `A usage range covers at most ${maxUsageDays} days`, { from, to });
  }
  return { from, to, start: new Date(start), end: new Date(end) };
}

/** Requests, tokens, errors and estimated cost of one customer's AI calls, per UTC day and key or model. */
export function createUsageService(db: Database, prices: ModelPrices) {
  return {
    async rows(
      customerId: number,
      query: { from?: string | undefined; to?: string | undefined; groupBy: UsageGroup },
    ): Promise<UsageRow[]> {
      const { start, end } = usageRange(query);
      const period = sql<string>`to_char(${aiJobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      // Cost depends on the model, so rows are always split by model first and merged for the other views.
      const by = query.groupBy === "key" ? aiJobs.keyLabel : sql<string | null>`null`;
      const found = await db
        .select({
          period,
          key: by,
          model: aiJobs.model,
          requests: sql<number>`count(*)::int`,
          tokens: sql<number>`coalesce(sum(${aiJobs.tokens}), 0)::int`,
          errors: sql<number>`(count(*) filter (where ${aiJobs.status} = 'failed'))::int`,
        })
        .from(aiJobs)
        .where(and(eq(aiJobs.customerId, customerId), gte(aiJobs.createdAt, start), lt(aiJobs.createdAt, end)))
        // By position: the expressions of the select, exactly as written there.
        .groupBy(sql`1`, sql`2`, sql`3`)
        .orderBy(sql`1`);
      const merged = new Map<string, UsageRow>();
      for (const row of found) {
        const label =
          query.groupBy === "model"
            ? { model: row.model ?? "unknown" }
            : query.groupBy === "key"
              ? { key: row.key ?? "unknown" }
              : {};
        const id = `${row.period}|${label.model ?? label.key ?? ""}`;
        const current = merged.get(id) ?? {
          period: row.period,
          ...label,
          requests: 0,
          tokens: 0,
          errors: 0,
          costUsd: 0,
        };
        current.requests += row.requests;
        current.tokens += row.tokens;
        current.errors += row.errors;
        current.costUsd += prices.cost(row.model, row.tokens);
        merged.set(id, current);
      }
      return [...merged.values()].map((row) => ({ ...row, costUsd: Math.round(row.costUsd * 1e6) / 1e6 }));
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;

/** The rows as CSV with a header row; the key or model column only when grouped by it. */
export function usageCsv(rows: readonly UsageRow[], groupBy: UsageGroup): string {
  const extra = groupBy === "day" ? [] : [groupBy];
  const header = ["period", ...extra, "requests", "tokens", "errors", "costUsd"];
  return csvTable(
    header,
    rows.map((row) => [
      row.period,
      ...extra.map((name) => row[name as "key" | "model"]),
      row.requests,
      row.tokens,
      row.errors,
      row.costUsd,
    ]),
  );
}
