import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { budgetUsage } from "../db/gateway-schema";

/** One budget of oversight_rules.yaml `budgets`. */
export interface DailyAllowance {
  tokensPerDay: number;
  imagesPerDay: number;
}

/** Calls with no key: all addresses together, and each client address alone. */
export interface BudgetLimits {
  anonymous: DailyAllowance;
  perAddress: DailyAllowance;
}

export type BudgetUnit = "tokens" | "images";
export type BudgetScope = keyof BudgetLimits;

export type BudgetTake = { granted: number; day: string } | { refused: BudgetScope; day: string };

/**
 * The spend of calls without a key, per UTC day. `take` grants up to `wanted` (never less than `atLeast`)
 * of what both budgets have left, atomically, so concurrent calls cannot overshoot; `adjust` books the
 * difference once the call's real usage is known.
 */
export interface BudgetStore {
  take(address: string, unit: BudgetUnit, wanted: number, atLeast: number, limits: BudgetLimits): Promise<BudgetTake>;
  adjust(address: string, unit: BudgetUnit, day: string, delta: number): Promise<void>;
  /** Writes what is still only in memory. */
  close(): Promise<void>;
}

const allScope = "all";
const addressScope = (address: string) => `addr:${address}`;
const perDay = { tokens: "tokensPerDay", images: "imagesPerDay" } as const;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Seconds until the budgets reset (the next UTC midnight), for Retry-After. */
export function secondsToUtcMidnight(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

/** What may be granted given what both scopes used: the smaller remainder decides, and which scope ran out. */
function grant(
  used: { all: number; address: number },
  unit: BudgetUnit,
  wanted: number,
  atLeast: number,
  limits: BudgetLimits,
): { granted: number } | { refused: BudgetScope } {
  const leftAll = limits.anonymous[perDay[unit]] - used.all;
  const leftAddress = limits.perAddress[perDay[unit]] - used.address;
  const left = Math.min(leftAll, leftAddress);
  if (left < Math.max(1, atLeast)) return { refused: leftAddress <= leftAll ? "perAddress" : "anonymous" };
  return { granted: Math.min(wanted, left) };
}

/**
 * One process on the embedded database: counted in memory (no database round trip on the hot path), loaded
 * from the table on first use of a day and written back within a second, so a restart keeps the day's spend.
 */
export function createMemoryBudgetStore(db: Database, now: () => Date = () => new Date()): BudgetStore {
  const counts = new Map<string, { tokens: number; images: number }>();
  const loading = new Map<string, Promise<void>>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const keyOf = (day: string, scope: string) => `${day}\n${scope}`;

  const load = (day: string, scope: string) => {
    const key = keyOf(day, scope);
    let pending = loading.get(key);
    if (!pending) {
      pending = db
        .select({ tokens: budgetUsage.tokens, images: budgetUsage.images })
        .from(budgetUsage)
        .where(and(eq(budgetUsage.day, day), eq(budgetUsage.scope, scope)))
        .then(([row]) => {
          counts.set(key, { tokens: row?.tokens ?? 0, images: row?.images ?? 0 });
        });
      loading.set(key, pending);
    }
    return pending;
  };
  const flush = async () => {
    timer = undefined;
    const today = utcDay(now());
    const rows = [...dirty].map((key) => {
      const [day = "", scope = ""] = key.split("\n");
      return { day, scope, ...(counts.get(key) ?? { tokens: 0, images: 0 }) };
    });
    dirty.clear();
    if (rows.length) {
      await db
        .insert(budgetUsage)
        .values(rows)
        .onConflictDoUpdate({
          target: [budgetUsage.day, budgetUsage.scope],
          set: { tokens: sql`excluded.tokens`, images: sql`excluded.images` },
        });
    }
    // Yesterday's counters are no longer read: keep memory to today's addresses.
    for (const key of counts.keys()) {
      if (!key.startsWith(today) && !dirty.has(key)) {
        counts.delete(key);
        loading.delete(key);
      }
    }
  };
  const touch = (key: string) => {
    dirty.add(key);
    timer ??= setTimeout(() => flush().catch((err) => console.error("[gateway] budget write failed:", err)), 1000);
    timer.unref?.();
  };

  return {
    async take(address, unit, wanted, atLeast, limits) {
      const day = utcDay(now());
      const scope = addressScope(address);
      const allKey = keyOf(day, allScope);
      const addressKey = keyOf(day, scope);
      if (!counts.has(allKey)) await load(day, allScope);
      if (!counts.has(addressKey)) await load(day, scope);
      // From here to the end nothing awaits: one call's check and update cannot interleave with another's.
      const all = counts.get(allKey) ?? { tokens: 0, images: 0 };
      const mine = counts.get(addressKey) ?? { tokens: 0, images: 0 };
      const outcome = grant({ all: all[unit], address: mine[unit] }, unit, wanted, atLeast, limits);
      if ("refused" in outcome) return { ...outcome, day };
      all[unit] += outcome.granted;
      mine[unit] += outcome.granted;
      counts.set(allKey, all);
      counts.set(addressKey, mine);
      touch(allKey);
      touch(addressKey);
      return { granted: outcome.granted, day };
    },
    async adjust(address, unit, day, delta) {
      if (delta === 0) return;
      for (const scope of [allScope, addressScope(address)]) {
        const key = keyOf(day, scope);
        const entry = counts.get(key);
        if (!entry) continue;
        entry[unit] = Math.max(0, entry[unit] + delta);
        touch(key);
      }
    },
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

/** Several instances on one PostgreSQL: every take is a transaction that locks the two rows it reads. */
export function createDbBudgetStore(db: Database, now: () => Date = () => new Date()): BudgetStore {
  const column = { tokens: budgetUsage.tokens, images: budgetUsage.images };
  return {
    async take(address, unit, wanted, atLeast, limits) {
      const day = utcDay(now());
      const scopes = [allScope, addressScope(address)];
      return db.transaction(async (tx) => {
        await tx
          .insert(budgetUsage)
          .values(scopes.map((scope) => ({ day, scope })))
          .onConflictDoNothing();
        // Ordered, so two calls lock the rows in the same order and never deadlock.
        const rows = await tx
          .select({ scope: budgetUsage.scope, used: column[unit] })
          .from(budgetUsage)
          .where(and(eq(budgetUsage.day, day), inArray(budgetUsage.scope, scopes)))
          .orderBy(budgetUsage.scope)
          .for("update");
        const usedOf = (scope: string) => rows.find((row) => row.scope === scope)?.used ?? 0;
        const outcome = grant(
          { all: usedOf(allScope), address: usedOf(addressScope(address)) },
          unit,
          wanted,
          atLeast,
          limits,
        );
        if ("refused" in outcome) return { ...outcome, day };
        await tx
          .update(budgetUsage)
          .set({ [unit]: sql`${column[unit]} + ${outcome.granted}` })
          .where(and(eq(budgetUsage.day, day), inArray(budgetUsage.scope, scopes)));
        return { granted: outcome.granted, day };
      });
    },
    async adjust(address, unit, day, delta) {
      if (delta === 0) return;
      await db
        .update(budgetUsage)
        .set({ [unit]: sql`greatest(0, ${column[unit]} + ${delta})` })
        .where(and(eq(budgetUsage.day, day), inArray(budgetUsage.scope, [allScope, addressScope(address)])));
    },
    async close() {},
  };
}
