import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import { generateApiKey, hashApiKey } from "../services/customers.service";

/** Whose key it is and whether its subscription is active. */
export interface KeyOwner {
  id: number;
  status: string;
  /** The customer's own daily token cap of this key; null: none. */
  dailyTokenCap: number | null;
}

export interface CustomerKeysOptions {
  /**
   * How long a found key is trusted without asking the database again: a key rotated or a subscription
   * ended on another instance stops opening the API within this time (on this one at once). Spending never
   * trusts it: the quota's reservation reads the subscription itself.
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Customers' secret keys: looked up by hash on every call of the public API, so a found key is remembered
 * briefly (one database query less per call).
 */
export function createCustomerKeys(db: Database, options: CustomerKeysOptions = {}) {
  const ttlMs = options.ttlMs ?? 2_000;
  const now = options.now ?? Date.now;
  const found = new Map<string, { owner: KeyOwner; at: number }>();
  const forget = (customerId: number) => {
    for (const [hash, entry] of found) if (entry.owner.id === customerId) found.delete(hash);
  };
  return {
    async find(apiKey: string): Promise<KeyOwner | undefined> {
      const hash = hashApiKey(apiKey);
      const cached = found.get(hash);
      if (cached && now() - cached.at < ttlMs) return cached.owner;
      const [owner] = await db
        .select({ id: customers.id, status: customers.subscriptionStatus, dailyTokenCap: customers.apiKeyDailyCap })
        .from(customers)
        .where(eq(customers.apiKeyHash, hash));
      if (owner?.status !== "active") {
        // Neither a wrong key nor an ended subscription is remembered: a new key or a renewal works at once.
        found.delete(hash);
        return owner;
      }
      // Expired entries go as they are met again; this bound keeps a flood of valid keys from growing it.
      if (found.size >= 10_000) found.clear();
      found.set(hash, { owner, at: now() });
      return owner;
    },
    /** A new key replaces the old one at once; only its hash and display prefix are kept. */
    async rotate(customerId: number): Promise<string> {
      const key = generateApiKey();
      const updated = await db
        .update(customers)
        .set({ apiKeyHash: key.hash, apiKeyPrefix: key.prefix })
        .where(eq(customers.id, customerId))
        .returning({ id: customers.id });
      if (updated.length === 0) throw new ApiError(404, "customer_not_found", `No customer with id ${customerId}`);
      forget(customerId);
      return key.apiKey;
    },
    /** Sets the key's own daily cap; in force here at once, on other instances within `ttlMs`. */
    async setDailyCap(customerId: number, dailyTokenCap: number | null): Promise<number | null> {
      const [updated] = await db
        .update(customers)
        .set({ apiKeyDailyCap: dailyTokenCap })
        .where(eq(customers.id, customerId))
        .returning({ cap: customers.apiKeyDailyCap });
      if (!updated) throw new ApiError(404, "customer_not_found", `No customer with id ${customerId}`);
      forget(customerId);
      return updated.cap;
    },
  };
}

export type CustomerKeys = ReturnType<typeof createCustomerKeys>;
