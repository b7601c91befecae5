import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { publishableKeys } from "../db/gateway-schema";

export interface PublishableKey {
  key: string;
  customerId: number;
  allowedOrigins: string[];
  dailyTokenCap: number | null;
}

const keyOf = (row: typeof publishableKeys.$inferSelect): PublishableKey => ({
  key: row.key,
  customerId: row.customerId,
  allowedOrigins: row.allowedOrigins,
  dailyTokenCap: row.dailyTokenCap,
});

/** Widget keys: public by design, so their power is limited to the origins they list. */
export function createPublishableKeys(db: Database) {
  return {
    async create(customerId: number, allowedOrigins: string[]): Promise<PublishableKey> {
      const key = `pk_${randomBytes(18).toString("base64url")}`;
      await db.insert(publishableKeys).values({ key, customerId, allowedOrigins });
      return { key, customerId, allowedOrigins, dailyTokenCap: null };
    },
    async find(key: string): Promise<PublishableKey | undefined> {
      const [row] = await db.select().from(publishableKeys).where(eq(publishableKeys.key, key));
      return row ? keyOf(row) : undefined;
    },
    async list(customerId: number): Promise<PublishableKey[]> {
      const rows = await db.select().from(publishableKeys).where(eq(publishableKeys.customerId, customerId));
      return rows.map(keyOf);
    },
    /** The key's own daily token cap (null removes it); answers the key, or nothing when the customer has no such key. */
    async setDailyCap(
      customerId: number,
      key: string,
      dailyTokenCap: number | null,
    ): Promise<PublishableKey | undefined> {
      const [row] = await db
        .update(publishableKeys)
        .set({ dailyTokenCap })
        .where(and(eq(publishableKeys.customerId, customerId), eq(publishableKeys.key, key)))
        .returning();
      return row ? keyOf(row) : undefined;
    },
    /**
     * Deletes the key; every instance reads keys from the database on each call, so it is refused at once
     * everywhere. Answers whether the customer had it.
     */
    async revoke(customerId: number, key: string): Promise<boolean> {
      const rows = await db
        .delete(publishableKeys)
        .where(and(eq(publishableKeys.customerId, customerId), eq(publishableKeys.key, key)))
        .returning({ key: publishableKeys.key });
      return rows.length > 0;
    },
    /** Whether any key lets this origin in: what a preflight, which carries no key, can be answered by. */
    async originKnown(origin: string): Promise<boolean> {
      const rows = await db.select({ allowedOrigins: publishableKeys.allowedOrigins }).from(publishableKeys);
      return rows.some((row) => row.allowedOrigins.includes(origin));
    },
  };
}

export type PublishableKeys = ReturnType<typeof createPublishableKeys>;
