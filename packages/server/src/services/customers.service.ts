import { createHash, randomBytes } from "node:crypto";
import type { Customer, CustomerAccount, NewCustomer } from "@hub-of-minds/core";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { authUsers, customers } from "../db/schema";
import { ApiError } from "../http/api-error";

/** Characters of a key kept readable for display (spec 000: API key display 8 characters). */
export const apiKeyPrefixLength = 8;

/** A new random key, its sha-256 hash (what is stored) and its display prefix. */
export function generateApiKey() {
  const apiKey = `hom_${randomBytes(24).toString("base64url")}`;
  return { apiKey, hash: hashApiKey(apiKey), prefix: apiKey.slice(0, apiKeyPrefixLength) };
}

export function hashApiKey(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

type CustomerRow = typeof customers.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  username: row.username,
  company: row.company,
  plan: row.plan,
  apiQuota: row.apiQuota,
  apiUsed: row.apiUsed,
  apiKey: row.apiKeyPrefix,
  subscriptionStatus: row.subscriptionStatus,
  apiKeyDailyCap: row.apiKeyDailyCap,
});

export function createCustomersService(db: Database) {
  return {
    async get(id: number): Promise<Customer> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      if (!row) throw new ApiError(404, "customer_not_found", `No customer with id ${id}`);
      return toCustomer(row);
    },
    /** Every customer, newest first, with the e-mail of the person who signs in for it. */
    async list(): Promise<CustomerAccount[]> {
      const rows = await db
        .select({ customer: customers, email: authUsers.email })
        .from(customers)
        .leftJoin(authUsers, eq(authUsers.customerId, customers.id))
        .orderBy(desc(customers.id));
      return rows.map(({ customer, email }) => ({ ...toCustomer(customer), email }));
    },
    /** The customer row with a fresh API key (only its hash kept); the person is created by the caller. */
    async insert(input: Required<NewCustomer>): Promise<Customer> {
      const key = generateApiKey();
      const [row] = await db
        .insert(customers)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.email.toLowerCase(),
          company: input.company || null,
          plan: input.plan,
          apiQuota: input.apiQuota,
          apiKeyHash: key.hash,
          apiKeyPrefix: key.prefix,
          subscriptionStatus: "active",
        })
        .returning();
      if (!row) throw new Error("the customer was not inserted");
      return toCustomer(row);
    },
    async remove(id: number): Promise<void> {
      await db.delete(customers).where(eq(customers.id, id));
    },
    /** The e-mail the customer's person signs in with. */
    async emailOf(id: number): Promise<string> {
      const [row] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.customerId, id));
      if (!row) throw new ApiError(404, "account_not_found", `Customer ${id} has no person who signs in`);
      return row.email;
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
