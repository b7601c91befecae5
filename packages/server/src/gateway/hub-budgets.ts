import type { HubBudgets } from "@hub-of-minds/core";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { budgetUsage } from "../db/gateway-schema";
import {
  type BudgetLimits,
  type BudgetStore,
  hubScopes,
  secondsToUtcMidnight,
  utcDay,
  widgetKeyScope,
} from "./budgets";

const busiestShown = 10;
const [allScope = "all"] = hubScopes("");
const addressPrefix = hubScopes("")[1] ?? "addr:";
const widgetPrefix = widgetKeyScope("");

/**
 * Today's counts of the hub's budgets as the administrator sees them: what is still in memory is written
 * first, then one read of the day's rows.
 */
export async function readHubBudgets(deps: {
  db: Database;
  budgets: BudgetStore;
  limits: BudgetLimits;
  widgetTokensPerDay: number;
  now: Date;
}): Promise<HubBudgets> {
  await deps.budgets.flush();
  const day = utcDay(deps.now);
  const rows = await deps.db
    .select({ scope: budgetUsage.scope, tokens: budgetUsage.tokens, images: budgetUsage.images })
    .from(budgetUsage)
    .where(eq(budgetUsage.day, day))
    .orderBy(desc(budgetUsage.tokens), budgetUsage.scope);
  const all = rows.find((row) => row.scope === allScope);
  const busiest = (prefix: string) =>
    rows.filter((row) => row.scope.startsWith(prefix) && (row.tokens > 0 || row.images > 0)).slice(0, busiestShown);
  return {
    day,
    resetsInSeconds: secondsToUtcMidnight(deps.now),
    anonymous: {
      tokens: { used: all?.tokens ?? 0, perDay: deps.limits.anonymous.tokensPerDay },
      images: { used: all?.images ?? 0, perDay: deps.limits.anonymous.imagesPerDay },
    },
    perAddress: {
      tokensPerDay: deps.limits.perAddress.tokensPerDay,
      imagesPerDay: deps.limits.perAddress.imagesPerDay,
      busiest: busiest(addressPrefix).map((row) => ({
        address: row.scope.slice(addressPrefix.length),
        tokens: row.tokens,
        images: row.images,
      })),
    },
    widgetKeys: {
      tokensPerDay: deps.widgetTokensPerDay,
      busiest: busiest(widgetPrefix).map((row) => ({ key: row.scope.slice(widgetPrefix.length), tokens: row.tokens })),
    },
  };
}
