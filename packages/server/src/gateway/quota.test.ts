import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../db/database";
import { customers } from "../db/schema";
import { openTestDatabase } from "../testing/embedded-database-image";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestDatabase } from "../testing/test-database";
import { createDbQuotaStore, createMemoryQuotaStore, type QuotaStore } from "./quota";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const rowOf = async (db: Database, id: number) => (await db.select().from(customers).where(eq(customers.id, id)))[0];
const usedOf = async (db: Database, id: number) => (await rowOf(db, id))?.apiUsed;
const setRow = (id: number, values: Partial<typeof customers.$inferInsert>) =>
  handle.db.update(customers).set(values).where(eq(customers.id, id));

/** What both stores must do; `written` is what the database holds once the store wrote what it booked. */
function behaves(name: string, open: () => QuotaStore) {
  describe(name, () => {
    it("grants what is wanted, then what is left, then refuses below atLeast", async () => {
      const quotas = open();
      const { id } = await insertTestCustomer(handle.db, { apiQuota: 1_000 });
      expect(await quotas.take(id, 600, 10)).toEqual({ granted: 600 });
      expect(await quotas.take(id, 600, 10)).toEqual({ granted: 400 });
      expect(await quotas.take(id, 600, 10)).toEqual({ refused: "exhausted" });
      await quotas.flush();
      expect(await usedOf(handle.db, id)).toBe(1_000);
      await quotas.adjust(id, -995);
      // 995 left, but the call needs at least 996: nothing is booked.
      expect(await quotas.take(id, 2_000, 996)).toEqual({ refused: "exhausted" });
      expect(await quotas.take(id, 2_000, 995)).toEqual({ granted: 995 });
      await quotas.adjust(id, -2_000);
      await quotas.close();
      // Usage never goes below nothing.
      expect(await usedOf(handle.db, id)).toBe(0);
    });

    it("gives an ended subscription, or a customer that is gone, nothing", async () => {
      const quotas = open();
      const { id } = await insertTestCustomer(handle.db, { subscriptionStatus: "cancelled" });
      expect(await quotas.take(id, 100, 1)).toEqual({ refused: "inactive" });
      expect(await quotas.take(987_654, 100, 1)).toEqual({ refused: "inactive" });
      await quotas.close();
      expect(await usedOf(handle.db, id)).toBe(0);
    });

    it("follows a change made in the database once what it booked is written", async () => {
      const quotas = open();
      const { id } = await insertTestCustomer(handle.db, { apiQuota: 1_000 });
      expect(await quotas.take(id, 300, 1)).toEqual({ granted: 300 });
      await quotas.flush();
      await setRow(id, { apiQuota: 10_000, apiUsed: 9_900 });
      expect(await quotas.take(id, 300, 1)).toEqual({ granted: 100 });
      await setRow(id, { subscriptionStatus: "cancelled" });
      await quotas.flush();
      expect(await quotas.take(id, 1, 1)).toEqual({ refused: "inactive" });
      await quotas.close();
    });
  });
}

behaves("the database store", () => createDbQuotaStore(handle.db));
behaves("the memory store", () => createMemoryQuotaStore(handle.db, { flushMs: 60_000 }));

describe("the memory store", () => {
  it("books 50 concurrent takes in memory, never past the quota, and writes them in one statement", async () => {
    const quotas = createMemoryQuotaStore(handle.db, { flushMs: 60_000 });
    const { id } = await insertTestCustomer(handle.db, { apiQuota: 1_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => quotas.take(id, 150, 100)));
    const granted = results.map((r) => ("granted" in r ? r.granted : 0));
    expect(granted.filter((g) => g > 0).sort((a, b) => a - b)).toEqual([100, 150, 150, 150, 150, 150, 150]);
    // Nothing written before the flush: the calls cost the database one read.
    expect(await usedOf(handle.db, id)).toBe(0);
    await quotas.flush();
    expect(await usedOf(handle.db, id)).toBe(1_000);
    await quotas.adjust(id, -400);
    await quotas.close();
    expect(await usedOf(handle.db, id)).toBe(600);
  });

  it("writes on its own within flushMs, and keeps usage the database refused for the next write", async () => {
    const quotas = createMemoryQuotaStore(handle.db, { flushMs: 20 });
    const { id } = await insertTestCustomer(handle.db, { apiQuota: 1_000 });
    expect(await quotas.take(id, 250, 1)).toEqual({ granted: 250 });
    await expect.poll(() => usedOf(handle.db, id)).toBe(250);
    // A value the column cannot hold fails the whole write: it is kept, and written once the error is gone.
    const failing = createMemoryQuotaStore(handle.db, { flushMs: 60_000 });
    expect(await failing.take(id, 100, 1)).toEqual({ granted: 100 });
    await failing.adjust(id, 2 ** 31 - 10);
    await expect(failing.flush()).rejects.toThrow();
    await failing.adjust(id, -(2 ** 31 - 10));
    await failing.close();
    expect(await usedOf(handle.db, id)).toBe(350);
    await quotas.close();
  });
});

describe("the database store on PostgreSQL", () => {
  it("never overshoots with 50 concurrent takes over two pools", async () => {
    const database = await createTestDatabase("hom_quota");
    if ("unreachable" in database) {
      console.warn(`${database.unreachable}; this test checks nothing.`);
      return;
    }
    const one = await openDatabase({ databaseUrl: database.url });
    const two = await openDatabase({ databaseUrl: database.url });
    try {
      const { id } = await insertTestCustomer(one.db, { apiQuota: 1_000 });
      const stores = [createDbQuotaStore(one.db), createDbQuotaStore(two.db)];
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 2]?.take(id, 150, 100)));
      const granted = results.map((r) => (r && "granted" in r ? r.granted : 0));
      // Six full grants and one of the 100 left; everything else refused.
      expect(granted.filter((g) => g > 0).sort((a, b) => a - b)).toEqual([100, 150, 150, 150, 150, 150, 150]);
      expect(await usedOf(one.db, id)).toBe(1_000);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
