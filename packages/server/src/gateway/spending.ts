import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";
import {
  type BudgetLimits,
  type BudgetScope,
  type BudgetStore,
  type BudgetUnit,
  secondsToUtcMidnight,
} from "./budgets";
import { adjustQuota, takeQuota } from "./quota";

/**
 * Who pays for a call: a customer (by secret key, or by a publishable key for a widget on another site),
 * or the hub itself for its own pages and any call without a key, held to the daily budgets.
 */
export type Payer = { kind: "customer"; customerId: number; via: "key" | "widget" } | { kind: "hub"; address: string };

/** One generated image counts as this many tokens against a customer's quota (about its price in gpt-4o output). */
export const imageTokenEquivalent = 4_000;

/** Units held for one call; `settle` books what it really used, past the hold too (customers pay actual usage). */
export interface Hold {
  granted: number;
  settle(used: number): Promise<void>;
}

export const payingCustomer = (payer: Payer) => (payer.kind === "customer" ? payer.customerId : undefined);

const what = { tokens: "chats", images: "images" } as const;

function budgetExhausted(scope: BudgetScope, unit: BudgetUnit, limits: BudgetLimits, now: Date): ApiError {
  const perDay = unit === "tokens" ? "tokensPerDay" : "imagesPerDay";
  const amount = `${limits[scope][perDay]} ${unit} a day`;
  const whose = scope === "perAddress" ? `for your address (${amount})` : `of this hub (${amount} for all visitors)`;
  return new ApiError(
    429,
    "budget_exhausted",
    `The daily budget for ${what[unit]} without an API key ran out ${whose}; it renews at midnight UTC.`,
    { budget: scope, unit },
    { "retry-after": String(secondsToUtcMidnight(now)) },
  );
}

function once(granted: number, book: (used: number) => Promise<void>): Hold {
  let settled = false;
  return {
    granted,
    async settle(used) {
      if (settled) return;
      settled = true;
      await book(Math.max(0, used));
    },
  };
}

/** Reserves before an upstream call and settles after: customer quotas and the hub's budgets, one way. */
export function createSpending(deps: {
  db: Database;
  budgets: BudgetStore;
  limits: () => BudgetLimits;
  /** The budgets' clock (their UTC day and Retry-After); tests fix it. */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  async function hold(payer: Payer, unit: BudgetUnit, wanted: number, atLeast: number): Promise<Hold> {
    if (payer.kind === "hub") {
      const limits = deps.limits();
      const taken = await deps.budgets.take(payer.address, unit, wanted, atLeast, limits);
      if ("refused" in taken) throw budgetExhausted(taken.refused, unit, limits, now());
      return once(taken.granted, (used) => deps.budgets.adjust(payer.address, unit, taken.day, used - taken.granted));
    }
    const perUnit = unit === "images" ? imageTokenEquivalent : 1;
    const taken = await takeQuota(deps.db, payer.customerId, wanted * perUnit, atLeast * perUnit);
    if ("refused" in taken) {
      if (taken.refused === "inactive") {
        throw new ApiError(403, "subscription_inactive", "The subscription of this key is not active.");
      }
      const key = payer.via === "widget" ? "this widget's key" : "this key";
      throw new ApiError(429, "quota_exceeded", `The API quota of ${key} is used up.`);
    }
    return once(Math.floor(taken.granted / perUnit), (used) =>
      adjustQuota(deps.db, payer.customerId, used * perUnit - taken.granted),
    );
  }
  return {
    /** Up to `wanted` tokens, at least `atLeast` (the prompt and one token of answer). */
    tokens: (payer: Payer, wanted: number, atLeast: number) => hold(payer, "tokens", wanted, atLeast),
    /** Exactly `count` images or a refusal. */
    images: (payer: Payer, count: number) => hold(payer, "images", count, count),
  };
}

export type Spending = ReturnType<typeof createSpending>;
