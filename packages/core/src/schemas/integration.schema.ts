import { z } from "zod";

/** The type picks the icon on the App Integrations card (spec 000). */
export const integrationTypes = ["desktop", "mobile", "web", "other"] as const;
export const integrationTypeSchema = z.enum(integrationTypes);
export type IntegrationType = z.infer<typeof integrationTypeSchema>;

/** Green dot only when connected; any other status shows red (spec 000). */
export const integrationStatuses = ["connected", "disconnected", "error"] as const;
export const integrationStatusSchema = z.enum(integrationStatuses);
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** One row of `GET /api/integrations` (spec 000, section 3). */
export const integrationSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(100),
  type: integrationTypeSchema,
  status: integrationStatusSchema,
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationListSchema = z.array(integrationSchema);
