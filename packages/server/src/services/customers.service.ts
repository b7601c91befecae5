import { createHash, randomBytes } from "node:crypto";
import type { Customer } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
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

export function createCustomersService(db: Database) {
  return {
    async get(id: number): Promise<Customer> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      if (!row) throw new ApiError(404, "customer_not_found", `No customer with id ${id}`);
      return {
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
      };
    },
  };
}
