import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { budgetUsage } from "../db/gateway-schema";
import { createTestDatabase } from "../testing/test-database";
import {
  type BudgetLimits,
  type BudgetStore,
  type BudgetUnit,
  createDbBudgetStore,
  createMemoryBudgetStore,
  hubCaps,
  hubScopes,
  leaseIdleMs,
  secondsToUtcMidnight,
  widgetKeyScope,
} from "./budgets";

const limits: BudgetLimits = {
  anonymous: { tokensPerDay: 10_000, imagesPerDay: 3 },
  perAddress: { tokensPerDay: 1_000, imagesPerDay: 2 },
};
/** A take against the hub's two budgets for `address`. */
const take = (store: BudgetStore, address: string, unit: BudgetUnit, wanted: number, atLeast: number) =>
  store.take(hubCaps(address, unit, limits), unit, wanted, atLeast);
const noon = () => new Date("2026-11-23T12:00:00Z");
// Each test books on a day of its own, so the tests share one embedded database (opening one takes seconds).
let nextDay = 1;
const freshDay = () => {
  const at = new Date(Date.UTC(2027, 0, nextDay++, 12));
  return { now: () => at, day: at.toISOString().slice(0, 10) };
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let shared: Promise<DatabaseHandle> | undefined;
function embedded(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "hom-budgets-"));
    const handle = await openDatabase({ dataDir: dir });
    cleanups.push(async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return handle;
  })();
  return shared;
}

/** A store that is closed (its last counts written) before the database is. */
function closing<T extends BudgetStore>(store: T): T {
  cleanups.push(() => store.close());
  return store;
}

/** What every store must do, whatever it keeps its counts in. */
function behaves(name: string, open: (now: () => Date) => Promise<BudgetStore>) {
  describe(name, () => {
    it("grants up to what both budgets have left, then refuses naming the one that ran out", async () => {
      const { now, day } = freshDay();
      const store = await open(now);
      expect(await take(store, "a", "tokens", 600, 10)).toEqual({ granted: 600, day });
      // 400 left for address a: granted partly, since more than `atLeast` is left.
      expect(await take(store, "a", "tokens", 600, 10)).toEqual({ granted: 400, day });
      expect(await take(store, "a", "tokens", 600, 10)).toEqual({ refused: "perAddress", day });
      // Another address has its own budget, within the shared one.
      expect(await take(store, "b", "images", 2, 2)).toMatchObject({ granted: 2 });
      expect(await take(store, "c", "images", 2, 2)).toMatchObject({ refused: "anonymous" });
      expect(await take(store, "c", "images", 1, 1)).toMatchObject({ granted: 1 });
    });

    it("books the real usage afterwards: a refund frees budget, an overrun uses it", async () => {
      const { now, day } = freshDay();
      const store = await open(now);
      const taken = await take(store, "d", "tokens", 1_000, 10);
      expect(taken).toMatchObject({ granted: 1_000 });
      await store.adjust(hubScopes("d"), "tokens", day, -700);
      expect(await take(store, "d", "tokens", 1_000, 10)).toMatchObject({ granted: 700 });
      await store.adjust(hubScopes("d"), "tokens", day, 50);
      expect(await take(store, "d", "tokens", 1, 1)).toMatchObject({ refused: "perAddress" });
    });

    it("never overshoots under 50 concurrent takes", async () => {
      const store = await open(freshDay().now);
      const results = await Promise.all(Array.from({ length: 50 }, () => take(store, "e", "tokens", 150, 100)));
      const granted = results.reduce((sum, r) => sum + ("granted" in r ? r.granted : 0), 0);
      expect(granted).toBeLessThanOrEqual(limits.perAddress.tokensPerDay);
      // 1,000 / 150: six full grants and one of the last 100.
      expect(granted).toBe(1_000);
      expect(results.filter((r) => "refused" in r)).toHaveLength(43);
    });

    it("holds a widget key to its own daily cap under 10 concurrent takes, and books refunds", async () => {
      const { now, day } = freshDay();
      const store = await open(now);
      const cap = [{ name: "widgetKey", scope: widgetKeyScope("pk_a"), perDay: 500 }] as const;
      const results = await Promise.all(Array.from({ length: 10 }, () => store.take(cap, "tokens", 120, 10)));
      const granted = results.reduce((sum, r) => sum + ("granted" in r ? r.granted : 0), 0);
      expect(granted).toBe(500);
      expect(results.find((r) => "refused" in r)).toEqual({ refused: "widgetKey", day });
      await store.adjust([widgetKeyScope("pk_a")], "tokens", day, -100);
      expect(await store.take(cap, "tokens", 1_000, 1)).toEqual({ granted: 100, day });
    });
  });
}

behaves("the in-memory store (one instance, embedded database)", async (now) =>
  closing(createMemoryBudgetStore((await embedded()).db, now)),
);
behaves("the database store on the embedded database", async (now) =>
  closing(createDbBudgetStore((await embedded()).db, now)),
);

describe("the in-memory store", () => {
  it("keeps the day's spend over a restart", async () => {
    const handle = await embedded();
    const first = createMemoryBudgetStore(handle.db, noon);
    expect(await take(first, "f", "tokens", 900, 1)).toMatchObject({ granted: 900 });
    await first.close();
    const second = createMemoryBudgetStore(handle.db, noon);
    expect(await take(second, "f", "tokens", 900, 1)).toMatchObject({ granted: 100 });
    // The next day starts afresh.
    await second.close();
    const tomorrow = closing(createMemoryBudgetStore(handle.db, () => new Date("2026-11-24T00:00:01Z")));
    expect(await take(tomorrow, "f", "tokens", 900, 1)).toMatchObject({ granted: 900, day: "2026-11-24" });
  });
});

describe("the database store", () => {
  it("keeps a booked difference until the next take or its flush, then another instance sees it", async () => {
    const handle = await embedded();
    const { now, day } = freshDay();
    const [one, two] = [closing(createDbBudgetStore(handle.db, now)), closing(createDbBudgetStore(handle.db, now))];
    expect(await take(one, "h", "tokens", 1_000, 10)).toMatchObject({ granted: 1_000 });
    await one.adjust(hubScopes("h"), "tokens", day, -600);
    // Not written yet: the other instance still sees the whole hold.
    expect(await take(two, "h", "tokens", 1, 1)).toMatchObject({ refused: "perAddress" });
    await one.flush();
    expect(await take(two, "h", "tokens", 1_000, 1)).toMatchObject({ granted: 600 });
  });
});

/** Two instances' connections to one new PostgreSQL database (every machine and CI have one running). */
async function twoInstances(name: string): Promise<[DatabaseHandle, DatabaseHandle]> {
  const database = await createTestDatabase(name);
  if ("unreachable" in database) throw new Error(database.unreachable);
  const one = await openDatabase({ databaseUrl: database.url });
  const two = await openDatabase({ databaseUrl: database.url });
  cleanups.push(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });
  return [one, two];
}

describe("the database store on PostgreSQL", () => {
  it("leases on two instances never overshoot: 400 concurrent calls past the cap settle to what they used", async () => {
    const [one, two] = await twoInstances("hom_budget_leases");
    const { now, day } = freshDay();
    const stores = [createDbBudgetStore(one.db, now), createDbBudgetStore(two.db, now)] as const;
    const cap = 50_000;
    const limit: BudgetLimits = { ...roomy, perAddress: { tokensPerDay: cap, imagesPerDay: 1 } };
    // What is held by calls in flight plus what settled calls used: never more than the cap.
    let held = 0;
    let used = 0;
    let mostCommitted = 0;
    let refused = 0;
    // Eight callers on each instance, 25 calls each, one after another.
    await Promise.all(
      Array.from({ length: 16 }, async (_, caller) => {
        const store = stores[caller % 2] as BudgetStore;
        for (let call = 0; call < 25; call++) {
          const taken = await store.take(hubCaps("both", "tokens", limit), "tokens", 500, 1);
          if (!("granted" in taken)) {
            refused++;
            continue;
          }
          held += taken.granted;
          mostCommitted = Math.max(mostCommitted, held + used);
          await new Promise((resolve) => setTimeout(resolve, call % 3));
          const spent = Math.min(taken.granted, 100 + (((caller * 25 + call) * 7919) % 400));
          held -= taken.granted;
          used += spent;
          await store.adjust(hubScopes("both"), "tokens", day, spent - taken.granted);
        }
      }),
    );
    expect(mostCommitted).toBeLessThanOrEqual(cap);
    // ~300 a call over 400 calls is more than the cap: the last calls were refused.
    expect(refused).toBeGreaterThan(0);
    expect(used).toBeGreaterThan(cap - 500);
    for (const store of stores) await store.close();
    // Every lease given back: the table holds exactly what the calls used.
    expect(await rowsOf(one.db, day, hubScopes("both"))).toEqual({ all: used, "addr:both": used });
  });

  it("shares one budget between instances: 50 concurrent takes on two pools never overshoot", async () => {
    const [one, two] = await twoInstances("hom_budgets");
    const stores = [createDbBudgetStore(one.db, noon), createDbBudgetStore(two.db, noon)] as const;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => take(stores[i % 2 === 0 ? 0 : 1], "g", "tokens", 150, 100)),
    );
    const granted = results.reduce((sum, r) => sum + ("granted" in r ? r.granted : 0), 0);
    expect(granted).toBe(1_000);
    // A widget key's daily cap is the same kind of row: shared as well.
    const cap = [{ name: "widgetKey", scope: widgetKeyScope("pk_g"), perDay: 500 }];
    const keyTakes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stores[i % 2 === 0 ? 0 : 1].take(cap, "tokens", 120, 10)),
    );
    expect(keyTakes.reduce((sum, r) => sum + ("granted" in r ? r.granted : 0), 0)).toBe(500);
  });
});

/** The day's rows of these scopes as the table holds them. */
async function rowsOf(db: DatabaseHandle["db"], day: string, scopes: readonly string[]) {
  const rows = await db.select().from(budgetUsage).where(eq(budgetUsage.day, day));
  return Object.fromEntries(rows.filter((row) => scopes.includes(row.scope)).map((row) => [row.scope, row.tokens]));
}

/** Budgets large enough for leases: a lease is at most 1/16 of what is left and at least one whole hold. */
const roomy: BudgetLimits = {
  anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 3 },
  perAddress: { tokensPerDay: 100_000, imagesPerDay: 2 },
};

describe("the database store's leases", () => {
  it("grants from its lease without the table, takes refunds back into it and gives it back at a flush", async () => {
    const handle = await embedded();
    const { now, day } = freshDay();
    const store = closing(createDbBudgetStore(handle.db, now));
    const caps = hubCaps("lease", "tokens", roomy);
    expect(await store.take(caps, "tokens", 1_000, 10)).toEqual({ granted: 1_000, day });
    // The table counts the grant and the lease booked with it: 1/16 of the 99,000 left.
    const leased = await rowsOf(handle.db, day, hubScopes("lease"));
    expect(leased).toEqual({ all: 1_000 + 6_187, "addr:lease": 1_000 + 6_187 });
    // Granted from the lease: the table does not move.
    expect(await store.take(caps, "tokens", 1_000, 10)).toEqual({ granted: 1_000, day });
    await store.adjust(hubScopes("lease"), "tokens", day, -990);
    await store.adjust(hubScopes("lease"), "tokens", day, -995);
    expect(await rowsOf(handle.db, day, hubScopes("lease"))).toEqual(leased);
    // A flush gives the lease back: the table holds what the two calls used (10 + 5).
    await store.flush();
    expect(await rowsOf(handle.db, day, hubScopes("lease"))).toEqual({ all: 15, "addr:lease": 15 });
  });

  it("gives an unused lease back after a second, and books an overrun past the lease in the table", async () => {
    const handle = await embedded();
    const { now, day } = freshDay();
    const store = closing(createDbBudgetStore(handle.db, now));
    const caps = hubCaps("idle", "tokens", roomy);
    expect(await store.take(caps, "tokens", 1_000, 10)).toMatchObject({ granted: 1_000 });
    // Used 8,000 of a 1,000 hold: the 6,187 of the lease pay for most of it, the table for the rest.
    await store.adjust(hubScopes("idle"), "tokens", day, 7_000);
    // Back within two idle checks and a write; a slow machine's timers get some slack.
    await expect
      .poll(() => rowsOf(handle.db, day, hubScopes("idle")), { timeout: leaseIdleMs * 10, interval: 100 })
      .toEqual({ all: 8_000, "addr:idle": 8_000 });
  });

  it("books no lease near a cap: the last of a budget is granted exactly", async () => {
    const handle = await embedded();
    const { now, day } = freshDay();
    const store = closing(createDbBudgetStore(handle.db, now));
    const caps = hubCaps("near", "tokens", { ...roomy, perAddress: { tokensPerDay: 10_000, imagesPerDay: 1 } });
    // 9,000 left after this grant: 1/16 of it (562) is less than one hold, so nothing is leased.
    expect(await store.take(caps, "tokens", 1_000, 10)).toMatchObject({ granted: 1_000 });
    expect(await rowsOf(handle.db, day, ["addr:near"])).toEqual({ "addr:near": 1_000 });
  });
});

describe("secondsToUtcMidnight", () => {
  it("counts to the next UTC midnight, at least one second", () => {
    expect(secondsToUtcMidnight(new Date("2026-11-23T23:00:00Z"))).toBe(3600);
    expect(secondsToUtcMidnight(new Date("2026-11-23T23:59:59.900Z"))).toBe(1);
  });
});
