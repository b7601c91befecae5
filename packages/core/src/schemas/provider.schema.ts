import { z } from "zod";

/** Third-party AI providers whose keys the hub stores (encrypted at rest, never returned whole). */
export const providerIds = ["huggingface", "peo", "openai"] as const;
export const providerIdSchema = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerIdSchema>;

/** Body of `POST /api/test-api/{provider}` and `POST /api/configure-api/{provider}`. */
export const providerKeyBodySchema = z.object({ apiKey: z.string().trim().min(1).max(512) });
export type ProviderKeyBody = z.infer<typeof providerKeyBodySchema>;

/** A passed key test; a failed one is a non-OK answer whose `error` the screen shows. */
export const providerTestResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

const last4Schema = z.string().length(4);

/** One provider in the status overview: whether a key is stored, and only its last 4 characters. */
export const providerStatusSchema = z.object({
  provider: providerIdSchema,
  configured: z.boolean(),
  last4: last4Schema.nullable(),
  /** ISO time of the last save, null when never configured. */
  updatedAt: z.string().nullable(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;
export const providerStatusListSchema = z.array(providerStatusSchema);

/** `POST /api/configure-api/{provider}` answer: the stored key's new status. */
export const providerConfigureResultSchema = providerStatusSchema;

/** The screen's connection states (spec 000, section 4). */
export const providerConnectionStates = ["disconnected", "testing", "connected"] as const;
export const providerConnectionStateSchema = z.enum(providerConnectionStates);
export type ProviderConnectionState = z.infer<typeof providerConnectionStateSchema>;
