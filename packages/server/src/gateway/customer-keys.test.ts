import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { customers } from "../db/schema";
import { openTestDatabase } from "../testing/embedded-database-image";
import { insertTestCustomer } from "../testing/test-customer";
import { createCustomerKeys } from "./customer-keys";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const setStatus = (id: number, subscriptionStatus: string) =>
  handle.db.update(customers).set({ subscriptionStatus }).where(eq(customers.id, id));

describe("customer keys", () => {
  it("trusts a found key for its time, then asks the database again", async () => {
    let clock = 0;
    const keys = createCustomerKeys(handle.db, { ttlMs: 1_000, now: () => clock });
    const { id, apiKey } = await insertTestCustomer(handle.db);
    expect(await keys.find(apiKey)).toEqual({ id, status: "active", dailyTokenCap: null });
    await setStatus(id, "cancelled");
    clock = 999;
    expect(await keys.find(apiKey)).toEqual({ id, status: "active", dailyTokenCap: null });
    clock = 1_000;
    expect(await keys.find(apiKey)).toEqual({ id, status: "cancelled", dailyTokenCap: null });
  });

  it("remembers neither a wrong key nor an ended subscription: a renewal works at once", async () => {
    const keys = createCustomerKeys(handle.db, { now: () => 0 });
    const { id, apiKey } = await insertTestCustomer(handle.db, { subscriptionStatus: "cancelled" });
    expect(await keys.find(apiKey)).toEqual({ id, status: "cancelled", dailyTokenCap: null });
    await setStatus(id, "active");
    expect(await keys.find(apiKey)).toEqual({ id, status: "active", dailyTokenCap: null });
    expect(await keys.find("hom_sk_not_a_key")).toBeUndefined();
  });

  it("stops the old key at once when it rotates one, and opens with the new one", async () => {
    const keys = createCustomerKeys(handle.db, { now: () => 0 });
    const { id, apiKey } = await insertTestCustomer(handle.db);
    expect(await keys.find(apiKey)).toMatchObject({ id });
    const fresh = await keys.rotate(id);
    expect(await keys.find(apiKey)).toBeUndefined();
    expect(await keys.find(fresh)).toMatchObject({ id });
    await expect(keys.rotate(987_654)).rejects.toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("carries the key's own daily cap, a change of it in force here at once", async () => {
    const keys = createCustomerKeys(handle.db, { now: () => 0 });
    const { id, apiKey } = await insertTestCustomer(handle.db);
    expect(await keys.find(apiKey)).toMatchObject({ dailyTokenCap: null });
    expect(await keys.setDailyCap(id, 2_500)).toBe(2_500);
    expect(await keys.find(apiKey)).toMatchObject({ dailyTokenCap: 2_500 });
    expect(await keys.setDailyCap(id, null)).toBeNull();
    expect(await keys.find(apiKey)).toMatchObject({ dailyTokenCap: null });
    await expect(keys.setDailyCap(987_654, 5)).rejects.toMatchObject({ status: 404, code: "customer_not_found" });
  });
});
