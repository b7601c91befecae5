import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";

export interface Reservation {
  /** Tokens held for this request; the upstream answer is capped to fit in them. */
  tokens: number;
  /** Replaces the hold with what the request really used. */
  settle(used: number): Promise<void>;
}

/**
 * Reserves quota before the upstream call and settles it after, in single conditional UPDATEs, so
 * concurrent requests can never push a customer past the quota: each takes at most what is left.
 */
export async function reserveQuota(db: Database, customerId: number, wanted: number): Promise<Reservation | undefined> {
  const tokens = await db.transaction(async (tx) => {
    // The row lock makes concurrent reservations of one customer take turns.
    const [row] = await tx
      .select({ apiUsed: customers.apiUsed, apiQuota: customers.apiQuota })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (!row) return 0;
    const granted = Math.max(0, Math.min(wanted, row.apiQuota - row.apiUsed));
    if (granted > 0) {
      await tx
        .update(customers)
        .set({ apiUsed: sql`${customers.apiUsed} + ${granted}` })
        .where(eq(customers.id, customerId));
    }
    return granted;
  });
  if (tokens <= 0) return undefined;
  let settled = false;
  return {
    tokens,
    async settle(used) {
      if (settled) return;
      settled = true;
      const refund = tokens - Math.max(0, Math.min(used, tokens));
      if (refund === 0) return;
      await db
        .update(customers)
        .set({ apiUsed: sql`${customers.apiUsed} - ${refund}` })
        .where(eq(customers.id, customerId));
    },
  };
}
