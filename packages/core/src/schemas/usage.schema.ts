import { z } from "zod";

/** A real UTC day, YYYY-MM-DD (usage reports, the inbox's date filters). */
export const utcDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD")
  // A round trip: 2026-02-30 parses (as March 2nd) but does not come back as itself.
  .refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
  }, "must be a real day");

/** `?from=&to=&groupBy=`: UTC days, both included; the last 30 days by day when left out. */
export const usageQuerySchema = z.object({
  from: utcDaySchema.optional().meta({ description: "First UTC day, YYYY-MM-DD (default: 29 days before `to`)." }),
  to: utcDaySchema.optional().meta({ description: "Last UTC day, YYYY-MM-DD, included (default: today)." }),
  groupBy: z.enum(["day", "key", "model"]).default("day").meta({ description: "day, key or model." }),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;
export type UsageGroup = z.infer<typeof usageQuerySchema>["groupBy"];

/** One row of usage: a day (with `groupBy=day`), or a day and a key or model. */
export const usageRowSchema = z.object({
  period: z.string().meta({ description: "The UTC day, YYYY-MM-DD." }),
  key: z.string().optional().meta({ description: "The API key's 8-character prefix or the widget key." }),
  model: z.string().optional(),
  requests: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative().meta({ description: "Estimated from the price per model (model-prices)." }),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

const count = z.number().int().nonnegative();
/** One daily allowance and what today used of it. */
const allowanceUseSchema = z.object({ used: count, perDay: count });

/**
 * The hub's own spend today (`GET /api/budgets`): calls without a key against oversight_rules.yaml's
 * `budgets`, the client addresses that spent most, and the widget keys against their daily cap.
 */
export const hubBudgetsSchema = z.object({
  day: z.string().meta({ description: "The UTC day counted, YYYY-MM-DD." }),
  resetsInSeconds: count.meta({ description: "Seconds until the counts start again at midnight UTC." }),
  anonymous: z.object({ tokens: allowanceUseSchema, images: allowanceUseSchema }),
  perAddress: z.object({
    tokensPerDay: count,
    imagesPerDay: count,
    /** At most ten, the most tokens first (an IPv6 address is counted by its /64). */
    busiest: z.array(z.object({ address: z.string(), tokens: count, images: count })),
  }),
  widgetKeys: z.object({
    tokensPerDay: count,
    /** At most ten, the most tokens first. */
    busiest: z.array(z.object({ key: z.string(), tokens: count })),
  }),
});
export type HubBudgets = z.infer<typeof hubBudgetsSchema>;
