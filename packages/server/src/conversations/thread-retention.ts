import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { conversationSettings, threads } from "../db/schema";

/**
 * Deletes the threads (their messages go with them) that no message touched for longer than their customer's
 * `retentionDays`; customers without the setting keep theirs. One customer's only, when given (a saved
 * setting applies at once). Answers how many threads went.
 */
export async function pruneThreads(db: Database, now = Date.now(), customerId?: number): Promise<number> {
  const removed = await db.execute(sql`
    delete from ${threads} using ${conversationSettings}
    where ${conversationSettings.customerId} = ${threads.customerId}
      and ${conversationSettings.retentionDays} is not null
      and ${threads.updatedAt} < ${new Date(now).toISOString()}::timestamptz - make_interval(days => ${conversationSettings.retentionDays})
      ${customerId === undefined ? sql`` : sql`and ${threads.customerId} = ${customerId}`}
    returning ${threads.id}
  `);
  return (removed as { rows: unknown[] }).rows.length;
}
