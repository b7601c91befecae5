import { type StorageContainer, type StorageStatistics, storageTypeSchema } from "@hub-of-minds/core";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { storageContainers, storageDocuments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { toContainer } from "../knowledge/knowledge-store";

export function createStorageService(db: Database) {
  return {
    /**
     * The hub's containers (with `customers`, customers' too), all or those of one storage type; an unknown
     * type is a 400.
     */
    async containers(storageType: string | undefined, shown = { customers: false }): Promise<StorageContainer[]> {
      let type: StorageContainer["storageType"] | undefined;
      if (storageType !== undefined) {
        const parsed = storageTypeSchema.safeParse(storageType);
        if (!parsed.success) {
          throw new ApiError(400, "unknown_storage_type", `Unknown storageType: ${storageType}`, {
            allowed: storageTypeSchema.options,
          });
        }
        type = parsed.data;
      }
      const rows = await db
        .select()
        .from(storageContainers)
        .where(
          and(
            type ? eq(storageContainers.storageType, type) : undefined,
            shown.customers ? undefined : isNull(storageContainers.ownerCustomerId),
          ),
        )
        .orderBy(asc(storageContainers.id));
      return rows.map(toContainer);
    },

    /** The four cards, all counted: containers, their documents, personalities with memories, memory entries. */
    async statistics(): Promise<StorageStatistics> {
      const [[containerRow], [documentRow], memory] = await Promise.all([
        db.select({ n: count() }).from(storageContainers),
        db.select({ n: count() }).from(storageDocuments),
        db.execute(
          sql`select count(distinct personality_id)::int as spaces, count(*)::int as entries from memory_entries`,
        ) as Promise<unknown> as Promise<{ rows: { spaces: number; entries: number }[] }>,
      ]);
      return {
        containers: containerRow?.n ?? 0,
        documents: documentRow?.n ?? 0,
        memorySpaces: Number(memory.rows[0]?.spaces ?? 0),
        memoryEntries: Number(memory.rows[0]?.entries ?? 0),
      };
    },
  };
}
