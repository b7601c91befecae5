import { z } from "zod";

/** The only files the YAML editor may read or write (spec 000, section 9). */
export const configFilenames = [
  "agent_behaviors.yaml",
  "database_config.yaml",
  "integrations.yaml",
  "oversight_rules.yaml",
] as const;
export const configFilenameSchema = z.enum(configFilenames);
export type ConfigFilename = z.infer<typeof configFilenameSchema>;

/** A whole config file (spec 000, section 3). */
export const configFileSchema = z.object({
  filename: configFilenameSchema,
  content: z.string(),
  isValid: z.boolean(),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

/** One row of `GET /api/config` (and of the reload answer): content is not needed for the list. */
export const configFileSummarySchema = configFileSchema.pick({ filename: true, isValid: true });
export type ConfigFileSummary = z.infer<typeof configFileSummarySchema>;
export const configFileListSchema = z.array(configFileSummarySchema);

/** `GET /api/config/{filename}`. */
export const configContentSchema = configFileSchema.pick({ content: true, isValid: true });
export type ConfigContent = z.infer<typeof configContentSchema>;

/** `PUT /api/config/{filename}` body; the answer is the saved `configFileSchema`. */
export const configUpdateBodySchema = z.object({
  // Large enough for any hand-edited config, small enough to refuse a pasted binary.
  content: z.string().max(512 * 1024),
});
export type ConfigUpdateBody = z.infer<typeof configUpdateBodySchema>;
