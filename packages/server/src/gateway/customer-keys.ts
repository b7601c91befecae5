import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import { generateApiKey } from "../services/customers.service";

/** A new key replaces the old one at once; only its hash and display prefix are kept. */
export async function rotateCustomerKey(db: Database, customerId: number): Promise<string> {
  const key = generateApiKey();
  const updated = await db
    .update(customers)
    .set({ apiKeyHash: key.hash, apiKeyPrefix: key.prefix })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  if (updated.length === 0) throw new ApiError(404, "customer_not_found", `No customer with id ${customerId}`);
  return key.apiKey;
}
