import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import { generateApiKey } from "../services/customers.service";

/** An active customer with a fresh API key (its plain text is only known here), for gateway tests. */
export async function insertTestCustomer(
  db: Database,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<{ id: number; apiKey: string }> {
  const key = generateApiKey();
  const [row] = await db
    .insert(customers)
    .values({
      firstName: "Ada",
      plan: "pro",
      apiQuota: 100_000,
      apiKeyHash: key.hash,
      apiKeyPrefix: key.prefix,
      subscriptionStatus: "active",
      ...values,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("the test customer was not inserted");
  return { id: row.id, apiKey: key.apiKey };
}

/**
 * A customer's used tokens as stored. The embedded quota store books in memory first and writes within 100 ms:
 * `flush` (the gateway's `quotas.flush`) writes it before reading.
 */
export async function bookedUsageOf(db: Database, flush: () => Promise<void>, customerId: number): Promise<number> {
  await flush();
  const [row] = await db.select({ used: customers.apiUsed }).from(customers).where(eq(customers.id, customerId));
  return row?.used ?? 0;
}
