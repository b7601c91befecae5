import { z } from "zod";
import { recentActionSchema } from "./overview.schema";

export const activityPageSizeDefault = 10;

/** `GET /api/activity` query: which page of the history, how long, one action type or all. */
export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(activityPageSizeDefault),
  type: z.string().trim().min(1).max(64).optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One page of the activity history, newest first. A page past the end is answered as the last one. */
export const activityPageSchema = z.object({
  items: z.array(recentActionSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  /** Events matching the filter. */
  total: z.number().int().nonnegative(),
  /** Every action type recorded, sorted, for the filter. */
  types: z.array(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
