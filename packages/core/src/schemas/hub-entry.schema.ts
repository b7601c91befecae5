import { z } from "zod";

export const hubEntryCategories = ["ai", "automation", "data", "analysis"] as const;
export const hubEntryCategorySchema = z.enum(hubEntryCategories);
export type HubEntryCategory = z.infer<typeof hubEntryCategorySchema>;

/** Shared entries appear under both brand filters. */
export const hubBrands = ["nextxus", "humancodex", "shared"] as const;
export const hubBrandSchema = z.enum(hubBrands);
export type HubBrand = z.infer<typeof hubBrandSchema>;

/** Controls whether an entry can be launched (spec 000, section 4). */
export const hubEntryStatuses = ["active", "developing", "planned"] as const;
export const hubEntryStatusSchema = z.enum(hubEntryStatuses);
export type HubEntryStatus = z.infer<typeof hubEntryStatusSchema>;

/** One entry of the unified hub (spec 000, "Unified hub"). */
export const hubEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug"),
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(300),
  category: hubEntryCategorySchema,
  brand: hubBrandSchema,
  status: hubEntryStatusSchema,
  /** A route of the hub itself, so Launch never leaves the site. */
  url: z
    .string()
    .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be a route of the hub")
    .optional(),
});
export type HubEntry = z.infer<typeof hubEntrySchema>;
