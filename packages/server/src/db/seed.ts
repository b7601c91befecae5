import type { Database } from "./database";
import { agents, integrations, storageContainers } from "./schema";

export interface SeedData {
  agents: (typeof agents.$inferInsert)[];
  integrations: (typeof integrations.$inferInsert)[];
  storageContainers: (typeof storageContainers.$inferInsert)[];
}

/** Fills the shipped defaults on first start; rows that exist (the user's data) are never touched. */
export async function seedDatabase(db: Database, data: SeedData): Promise<void> {
  if (data.agents.length) await db.insert(agents).values(data.agents).onConflictDoNothing();
  if (data.integrations.length) await db.insert(integrations).values(data.integrations).onConflictDoNothing();
  if (data.storageContainers.length) {
    await db.insert(storageContainers).values(data.storageContainers).onConflictDoNothing();
  }
}
