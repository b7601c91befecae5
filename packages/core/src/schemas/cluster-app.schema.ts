import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug");

/** The categories with their own styling (spec 000, Cluster); the filter lists those the apps use. */
export const clusterAppCategories = [
  "productivity",
  "analytics",
  "automation",
  "ai-tools",
  "communication",
  "marketplace",
] as const;
export const clusterAppCategorySchema = z.enum(clusterAppCategories);
export type ClusterAppCategory = z.infer<typeof clusterAppCategorySchema>;

/** Free apps carry no price; paid ones a monthly price in dollars, shown as '$price'. */
export const clusterAppPricingSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("free") }),
  z.object({ type: z.literal("paid"), price: z.number().positive().max(10_000) }),
]);
export type ClusterAppPricing = z.infer<typeof clusterAppPricingSchema>;

export const clusterSkillInputTypes = ["string", "number", "boolean", "string[]"] as const;

/** One field a skill reads from `input`, so the server can check a call before running it. */
export const clusterSkillInputFieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase name"),
  type: z.enum(clusterSkillInputTypes),
  required: z.boolean(),
  description: z.string().trim().min(1).max(300),
});
export type ClusterSkillInputField = z.infer<typeof clusterSkillInputFieldSchema>;

/** A named skill an app offers; `POST /api/cluster/skills/execute` runs it by `name`. */
export const clusterSkillSchema = z.object({
  name: slug,
  description: z.string().trim().min(1).max(300),
  input: z.array(clusterSkillInputFieldSchema),
});
export type ClusterSkill = z.infer<typeof clusterSkillSchema>;

/** An app of the cluster marketplace (spec 000, section 3). */
export const clusterAppSchema = z.object({
  id: slug,
  displayName: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(500),
  category: clusterAppCategorySchema,
  version: z.string().regex(/^\d+\.\d+\.\d+$/, "must be a semantic version"),
  author: z.string().trim().min(1).max(80),
  rating: z.number().min(0).max(5),
  installCount: z.number().int().nonnegative(),
  pricing: clusterAppPricingSchema,
  /** Shown in the Details dialog, e.g. 'calendar:read'. */
  permissions: z.array(z.string().regex(/^[a-z-]+:[a-z-]+$/, "must read 'resource:access'")),
  /** Ids of the apps it needs installed first. */
  dependencies: z.array(slug),
  skills: z.array(clusterSkillSchema),
});
export type ClusterApp = z.infer<typeof clusterAppSchema>;

export const clusterAppListSchema = z.array(clusterAppSchema);

/**
 * An installation record of `GET /api/cluster/customer-apps`. An app counts as installed only while
 * a record for it is active. Times are ISO strings; `lastUsedAt` is null until a skill first runs.
 */
export const customerAppSchema = z.object({
  id: z.string().min(1),
  appId: slug,
  isActive: z.boolean(),
  installedAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  app: z.object({ displayName: z.string().min(1), category: clusterAppCategorySchema }),
});
export type CustomerApp = z.infer<typeof customerAppSchema>;

export const customerAppListSchema = z.array(customerAppSchema);

/** `POST /api/cluster/install/{appId}` query: install the missing dependencies too, first, in one go. */
export const clusterInstallQuerySchema = z.object({
  withDependencies: z
    .enum(["true", "false"])
    .optional()
    .meta({ description: "'true' installs the apps it still needs first; without it a missing one is a 409." }),
});

/**
 * What an install did: the app's installation record, and the records of the dependencies installed with it
 * in install order (empty unless `withDependencies` was asked for and some were missing).
 */
export const clusterInstallSchema = customerAppSchema.extend({ installedDependencies: customerAppListSchema });
export type ClusterInstall = z.infer<typeof clusterInstallSchema>;
