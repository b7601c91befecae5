import { type StorageContainer, type StorageStatistics, storageTypeSchema } from "@hub-of-minds/core";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { storageContainers, storageDocuments } from "../db/schema";
import { ApiError } from "../http/api-error";

const toContainer = (row: typeof storageContainers.$inferSelect): StorageContainer => ({
  ...row,
  storageType: storageTypeSchema.parse(row.storageType),
});

export function createStorageService(db: Database) {
  return {
    /** All containers, or those of one storage type; an unknown type is a 400. */
    async containers(storageType: string | undefined): Promise<StorageContainer[]> {
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
        .where(type ? eq(storageContainers.storageType, type) : undefined)
        .orderBy(asc(storageContainers.id));
      return rows.map(toContainer);
    },

    /**
     * The four cards: containers and documents are counted; a memory space is an active container,
     * its entries the documents it holds.
     */
    async statistics(): Promise<StorageStatistics> {
      const [containerRows, documentRows] = await Promise.all([
        db
          .select({ isActive: storageContainers.isActive, n: count() })
          .from(storageContainers)
          .groupBy(storageContainers.isActive),
        db
          .select({ isActive: storageContainers.isActive, n: count() })
          .from(storageDocuments)
          .innerJoin(storageContainers, eq(storageDocuments.containerId, storageContainers.id))
          .groupBy(storageContainers.isActive),
      ]);
      const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
      return {
        containers: sum(containerRows),
        documents: sum(documentRows),
        memorySpaces: sum(containerRows.filter((row) => row.isActive)),
        memoryEntries: sum(documentRows.filter((row) => row.isActive)),
      };
    },
  };
}
