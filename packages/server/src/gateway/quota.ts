import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";

/** What a customer's reservation found. */
export type QuotaTake = { granted: number } | { refused: "inactive" | "exhausted" };

/**
 * Reserves up to `wanted` tokens of a customer's quota (never less than `atLeast`) in one transaction that
 * locks the customer's row, so concurrent calls can never push a customer past the quota: each takes at most
 * what is left. A subscription that is not active gets nothing.
 */
export async function takeQuota(db: Database, customerId: number, wanted: number, atLeast: number): Promise<QuotaTake> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ apiUsed: customers.apiUsed, apiQuota: customers.apiQuota, status: customers.subscriptionStatus })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (row?.status !== "active") return { refused: "inactive" as const };
    const left = row.apiQuota - row.apiUsed;
    if (left < Math.max(1, atLeast)) return { refused: "exhausted" as const };
    const granted = Math.min(wanted, left);
    await tx
      .update(customers)
      .set({ apiUsed: sql`${customers.apiUsed} + ${granted}` })
      .where(eq(customers.id, customerId));
    return { granted };
  });
}

/** Books the difference between what was reserved and what the call really used (either sign). */
export async function adjustQuota(db: Database, customerId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(customers)
    .set({ apiUsed: sql`greatest(0, ${customers.apiUsed} + ${delta})` })
    .where(eq(customers.id, customerId));
}
