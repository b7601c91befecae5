import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ConversationSettings, IdentitySecret } from "@hub-of-minds/core";
import { eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { conversationSettings, customers } from "../db/schema";
import type { SecretBox } from "../gateway/secret-box";
import { ApiError } from "../http/api-error";

type Row = typeof conversationSettings.$inferSelect;

/** The sealed secret is bound to its customer: copied onto another customer's row it does not open. */
const sealContext = (customerId: number) => `identity-secret:${customerId}`;

/** What a customer's backend sends as `userHash`: the hex HMAC-SHA256 of the user id with the identity secret. */
export const userHashOf = (secret: string, userId: string) =>
  createHmac("sha256", Buffer.from(secret, "hex")).update(userId, "utf8").digest("hex");

/**
 * Per-customer conversation settings: the identity secret (made on first read, sealed at rest, rotated on
 * demand) and the retention of threads.
 */
export function createConversationSettings(db: Database, box: SecretBox) {
  const requireCustomer = async (customerId: number) => {
    const [found] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!found) throw new ApiError(404, "customer_not_found", `No customer ${customerId}`);
  };
  const rowOf = async (customerId: number): Promise<Row | undefined> =>
    (await db.select().from(conversationSettings).where(eq(conversationSettings.customerId, customerId)))[0];
  const openSecret = (row: Row | undefined): IdentitySecret | undefined => {
    if (!row?.secretNonce || !row.secretCiphertext || !row.secretTag || !row.secretRotatedAt) return undefined;
    const secret = box.open(
      { nonce: row.secretNonce, ciphertext: row.secretCiphertext, tag: row.secretTag },
      sealContext(row.customerId),
    );
    return { secret, rotatedAt: row.secretRotatedAt.toISOString() };
  };
  const sealedNew = (customerId: number) => {
    const sealed = box.seal(randomBytes(32).toString("hex"), sealContext(customerId));
    return {
      secretNonce: sealed.nonce,
      secretCiphertext: sealed.ciphertext,
      secretTag: sealed.tag,
      secretRotatedAt: new Date(),
    };
  };

  return {
    /** The customer's identity secret, made on the first read (two first reads at once agree on one). */
    async identitySecret(customerId: number): Promise<IdentitySecret> {
      await requireCustomer(customerId);
      const existing = openSecret(await rowOf(customerId));
      if (existing) return existing;
      const fresh = sealedNew(customerId);
      await db
        .insert(conversationSettings)
        .values({ customerId, ...fresh })
        .onConflictDoUpdate({
          target: conversationSettings.customerId,
          set: fresh,
          where: isNull(conversationSettings.secretCiphertext),
        });
      const made = openSecret(await rowOf(customerId));
      if (!made) throw new Error(`the identity secret of customer ${customerId} was not stored`);
      return made;
    },

    /** A new secret: every hash signed with the old one stops verifying at once, on every instance. */
    async rotateIdentitySecret(customerId: number): Promise<IdentitySecret> {
      await requireCustomer(customerId);
      const fresh = sealedNew(customerId);
      await db
        .insert(conversationSettings)
        .values({ customerId, ...fresh })
        .onConflictDoUpdate({ target: conversationSettings.customerId, set: fresh });
      const made = openSecret(await rowOf(customerId));
      if (!made) throw new Error(`the identity secret of customer ${customerId} was not stored`);
      return made;
    },

    /** Whether `userHash` signs `userId` with the customer's current secret; never, before one was made. */
    async verifiesUser(customerId: number, userId: string, userHash: string): Promise<boolean> {
      const current = openSecret(await rowOf(customerId));
      if (!current) return false;
      const expected = Buffer.from(userHashOf(current.secret, userId), "hex");
      const given = Buffer.from(userHash, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async settings(customerId: number): Promise<ConversationSettings> {
      await requireCustomer(customerId);
      return { retentionDays: (await rowOf(customerId))?.retentionDays ?? null };
    },

    async saveSettings(customerId: number, settings: ConversationSettings): Promise<ConversationSettings> {
      await requireCustomer(customerId);
      await db
        .insert(conversationSettings)
        .values({ customerId, retentionDays: settings.retentionDays })
        .onConflictDoUpdate({
          target: conversationSettings.customerId,
          set: { retentionDays: settings.retentionDays },
        });
      return { retentionDays: settings.retentionDays };
    },
  };
}
export type ConversationSettingsStore = ReturnType<typeof createConversationSettings>;
