import type { ProviderId, ProviderStatus } from "@hub-of-minds/core";
import { providerIds } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { providerKeys } from "../db/gateway-schema";
import type { SecretBox } from "./secret-box";

/** Saved provider keys: sealed at rest, bound to their provider, shown only by their last 4 characters. */
export function createProviderKeys(db: Database, box: SecretBox) {
  return {
    async save(provider: ProviderId, apiKey: string): Promise<ProviderStatus> {
      const sealed = box.seal(apiKey, provider);
      const row = { provider, ...sealed, last4: apiKey.slice(-4).padStart(4, "•"), updatedAt: new Date() };
      await db.insert(providerKeys).values(row).onConflictDoUpdate({ target: providerKeys.provider, set: row });
      return { provider, configured: true, last4: row.last4, updatedAt: row.updatedAt.toISOString() };
    },

    /** The plain key, for the gateway's own upstream calls only. */
    async reveal(provider: ProviderId): Promise<string | undefined> {
      const [row] = await db.select().from(providerKeys).where(eq(providerKeys.provider, provider));
      if (!row) return undefined;
      try {
        return box.open(row, provider);
      } catch {
        console.error(`[gateway] the saved ${provider} key cannot be opened (was HUB_SECRET changed?)`);
        return undefined;
      }
    },

    async status(): Promise<ProviderStatus[]> {
      const rows = await db.select().from(providerKeys);
      const byProvider = new Map(rows.map((row) => [row.provider, row]));
      return providerIds.map((provider) => {
        const row = byProvider.get(provider);
        return {
          provider,
          configured: Boolean(row),
          last4: row?.last4 ?? null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      });
    },
  };
}

export type ProviderKeys = ReturnType<typeof createProviderKeys>;
