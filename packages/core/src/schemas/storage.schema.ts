import { z } from "zod";

const count = z.number().int().nonnegative();

/** `GET /api/yaml-storage/containers?storageType=shared` filters on this. */
export const storageTypes = ["shared", "private", "system"] as const;
export const storageTypeSchema = z.enum(storageTypes);
export type StorageType = z.infer<typeof storageTypeSchema>;

/** A container of the YAML storage manager (spec 000, section 3); sizes are bytes. */
export const storageContainerSchema = z
  .object({
    id: z.string().min(1),
    displayName: z.string().trim().min(1).max(100),
    description: z.string().max(1000),
    category: z.string().trim().min(1).max(50),
    currentSize: count,
    maxSize: count,
    storageType: storageTypeSchema,
    isActive: z.boolean(),
    encryptionEnabled: z.boolean(),
    /** The customer whose knowledge it is (issue 24); null: the hub's own (older clients may leave it out). */
    ownerCustomerId: z.number().int().positive().nullable().optional(),
  })
  .refine((container) => container.currentSize <= container.maxSize, {
    message: "currentSize must not exceed maxSize",
    path: ["currentSize"],
  });
export type StorageContainer = z.infer<typeof storageContainerSchema>;

export const storageContainerListSchema = z.array(storageContainerSchema);

/** `GET /api/yaml-storage/statistics`: the four statistics cards. */
export const storageStatisticsSchema = z.object({
  containers: count,
  documents: count,
  memorySpaces: count,
  memoryEntries: count,
});
export type StorageStatistics = z.infer<typeof storageStatisticsSchema>;
