import { ApiError } from "../http/api-error";
import {
  apiKeyScope,
  type BudgetLimits,
  type BudgetScope,
  type BudgetStore,
  type BudgetUnit,
  hubCaps,
  hubScopes,
  secondsToUtcMidnight,
  widgetKeyScope,
} from "./budgets";
import type { QuotaStore } from "./quota";

/**
 * Who pays for a call: a customer (by secret key, or by a publishable key for a widget on another site),
 * or the hub itself for its own pages and any call without a key, held to the daily budgets.
 */
export type Payer =
  | {
      kind: "customer";
      customerId: number;
      via: "key";
      /** The customer's own daily cap of the secret key the call came with. */
      dailyTokenCap?: number | null;
    }
  | {
      kind: "customer";
      customerId: number;
      via: "widget";
      widgetKey: string;
      /** The customer's own cap of this key, within the hub's (`widgetKeys.tokensPerDay`). */
      dailyTokenCap?: number | null;
    }
  | { kind: "hub"; address: string }
  /**
   * The hub operator's own background work (indexing the knowledge base with the configured embedding model):
   * recorded and metered like every call, not held to the daily budgets its visitors share.
   */
  | { kind: "operator"; purpose: string };

/** A widget key's own limits (oversight_rules.yaml `widgetKeys`): what a script forging Origin can spend. */
export interface WidgetKeyLimits {
  requestsPerMinute: number;
  tokensPerDay: number;
}

const count = new Intl.NumberFormat("en-US");

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

function keyCapReached(key: "widget" | "secret", tokensPerDay: number, now: Date): ApiError {
  const [code, which] =
    key === "widget" ? (["widget_key_daily_cap", "widget key"] as const) : (["api_key_daily_cap", "API key"] as const);
  return new ApiError(
    429,
    code,
    `This ${which} has used its ${count.format(tokensPerDay)} tokens for today; it renews at midnight UTC.`,
    { limit: "tokensPerDay", tokensPerDay },
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
  quotas: QuotaStore;
  budgets: BudgetStore;
  limits: () => BudgetLimits;
  /** Read on every call, so a saved change to oversight_rules.yaml applies at once. */
  widgetKeyLimits: () => WidgetKeyLimits;
  /** The budgets' clock (their UTC day and Retry-After); tests fix it. */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  /**
   * A key's daily cap (a widget key's, or a secret key's own), reserved in the budget store (shared between
   * instances with PostgreSQL) before the customer's quota; `book` moves it by a delta once the quota's grant
   * and the real usage are known.
   */
  async function holdKeyCap(
    key: "widget" | "secret",
    scope: string,
    tokensPerDay: number,
    wanted: number,
    atLeast: number,
  ) {
    const taken = await deps.budgets.take(
      [{ name: key === "widget" ? "widgetKey" : "apiKey", scope, perDay: tokensPerDay }],
      "tokens",
      wanted,
      atLeast,
    );
    if ("refused" in taken) throw keyCapReached(key, tokensPerDay, now());
    return {
      granted: taken.granted,
      book: (delta: number) => deps.budgets.adjust([scope], "tokens", taken.day, delta),
    };
  }

  /** The cap a customer's call is held to before their quota: none, the widget key's or the secret key's. */
  function keyCapOf(payer: Extract<Payer, { kind: "customer" }>, perUnit: number, wanted: number, atLeast: number) {
    if (payer.via === "widget") {
      // The lower of the hub's cap of every widget key and the one the customer set for this key.
      const cap = Math.min(deps.widgetKeyLimits().tokensPerDay, payer.dailyTokenCap ?? Number.POSITIVE_INFINITY);
      return holdKeyCap("widget", widgetKeyScope(payer.widgetKey), cap, wanted * perUnit, atLeast * perUnit);
    }
    if (payer.dailyTokenCap) {
      const scope = apiKeyScope(payer.customerId);
      return holdKeyCap("secret", scope, payer.dailyTokenCap, wanted * perUnit, atLeast * perUnit);
    }
    return undefined;
  }

  async function hold(payer: Payer, unit: BudgetUnit, wanted: number, atLeast: number): Promise<Hold> {
    if (payer.kind === "operator") return once(wanted, async () => undefined);
    if (payer.kind === "hub") {
      const limits = deps.limits();
      const taken = await deps.budgets.take(hubCaps(payer.address, unit, limits), unit, wanted, atLeast);
      if ("refused" in taken) throw budgetExhausted(taken.refused, unit, limits, now());
      return once(taken.granted, (used) =>
        deps.budgets.adjust(hubScopes(payer.address), unit, taken.day, used - taken.granted),
      );
    }
    const perUnit = unit === "images" ? imageTokenEquivalent : 1;
    const capped = await keyCapOf(payer, perUnit, wanted, atLeast);
    const taken = await deps.quotas
      .take(payer.customerId, capped?.granted ?? wanted * perUnit, atLeast * perUnit)
      .catch(async (err: unknown) => {
        await capped?.book(-capped.granted);
        throw err;
      });
    if ("refused" in taken) {
      // The key's cap is given back: the call spends nothing.
      await capped?.book(-capped.granted);
      if (taken.refused === "inactive") {
        throw new ApiError(403, "subscription_inactive", "The subscription of this key is not active.");
      }
      const key = payer.via === "widget" ? "this widget's key" : "this key";
      throw new ApiError(429, "quota_exceeded", `The API quota of ${key} is used up.`);
    }
    // The quota may grant less than the key's cap did: the cap keeps only what the call holds.
    if (capped) await capped.book(taken.granted - capped.granted);
    return once(Math.floor(taken.granted / perUnit), async (used) => {
      const delta = used * perUnit - taken.granted;
      await deps.quotas.adjust(payer.customerId, delta);
      await capped?.book(delta);
    });
  }
  return {
    /** Up to `wanted` tokens, at least `atLeast` (the prompt and one token of answer). */
    tokens: (payer: Payer, wanted: number, atLeast: number) => hold(payer, "tokens", wanted, atLeast),
    /** Exactly `count` images or a refusal. */
    images: (payer: Payer, count: number) => hold(payer, "images", count, count),
  };
}

export type Spending = ReturnType<typeof createSpending>;
