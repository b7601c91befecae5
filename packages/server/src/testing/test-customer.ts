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
