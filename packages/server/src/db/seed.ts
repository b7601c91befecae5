import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { agents, customers, integrations, storageContainers, storageDocuments } from "./schema";

export interface SeedData {
  agents: (typeof agents.$inferInsert)[];
  integrations: (typeof integrations.$inferInsert)[];
  storageContainers: (typeof storageContainers.$inferInsert)[];
  /**
   * Documents keyed by container and name; an existing (container, name) is never replaced. The text is
   * made only for missing ones: turning the whole catalogue into YAML on every start cost ~150 ms.
   */
  storageDocuments?: { containerId: string; name: string; content: () => string }[];
  /** The demo customer of the customer screens, inserted with its id only when absent. */
  demoCustomer?: Omit<typeof customers.$inferInsert, "apiKeyHash" | "apiKeyPrefix"> & { id: number };
  /** Makes the demo customer's first key; only called when the customer is created. */
  newApiKey?: () => { hash: string; prefix: string };
}

/** Fills the shipped defaults on first start; rows that exist (the user's data) are never touched. */
export async function seedDatabase(db: Database, data: SeedData): Promise<void> {
  if (data.agents.length) await db.insert(agents).values(data.agents).onConflictDoNothing();
  if (data.integrations.length) await db.insert(integrations).values(data.integrations).onConflictDoNothing();
  if (data.storageContainers.length) {
    await db.insert(storageContainers).values(data.storageContainers).onConflictDoNothing();
  }
  if (data.storageDocuments?.length) {
    const existing = await db
      .select({ containerId: storageDocuments.containerId, name: storageDocuments.name })
      .from(storageDocuments);
    const present = new Set(existing.map((doc) => `${doc.containerId}/${doc.name}`));
    const missing = data.storageDocuments
      .filter((doc) => !present.has(`${doc.containerId}/${doc.name}`))
      .map((doc) => {
        const content = doc.content();
        return { containerId: doc.containerId, name: doc.name, content, sizeBytes: Buffer.byteLength(content, "utf8") };
      });
    // Another instance may insert the same ones at the same moment: theirs stay.
    if (missing.length) await db.insert(storageDocuments).values(missing).onConflictDoNothing();
  }
  if (data.demoCustomer && data.newApiKey) {
    const key = data.newApiKey();
    const inserted = await db
      .insert(customers)
      .values({ ...data.demoCustomer, apiKeyHash: key.hash, apiKeyPrefix: key.prefix })
      .onConflictDoNothing({ target: customers.id })
      .returning({ id: customers.id });
    // An explicit id leaves the serial behind; move it past so later customers get fresh ids.
    if (inserted.length) {
      await db.execute(sql`select setval(pg_get_serial_sequence('customers', 'id'), (select max(id) from customers))`);
    }
  }
}
