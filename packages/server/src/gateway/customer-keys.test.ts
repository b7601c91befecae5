import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { customers } from "../db/schema";
import { insertTestCustomer } from "../testing/test-customer";
import { createCustomerKeys } from "./customer-keys";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
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
    expect(await keys.find(apiKey)).toEqual({ id, status: "active" });
    await setStatus(id, "cancelled");
    clock = 999;
    expect(await keys.find(apiKey)).toEqual({ id, status: "active" });
    clock = 1_000;
    expect(await keys.find(apiKey)).toEqual({ id, status: "cancelled" });
  });

  it("remembers neither a wrong key nor an ended subscription: a renewal works at once", async () => {
    const keys = createCustomerKeys(handle.db, { now: () => 0 });
    const { id, apiKey } = await insertTestCustomer(handle.db, { subscriptionStatus: "cancelled" });
    expect(await keys.find(apiKey)).toEqual({ id, status: "cancelled" });
    await setStatus(id, "active");
    expect(await keys.find(apiKey)).toEqual({ id, status: "active" });
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
});
