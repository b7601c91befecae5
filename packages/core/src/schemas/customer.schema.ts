import { z } from "zod";

const count = z.number().int().nonnegative();

/**
 * `GET /api/customers/{id}` (spec 000, section 3). Keys are stored hashed, so `apiKey` is only the
 * key's display prefix; the whole key is returned once, by the rotation call.
 */
export const customerSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  company: z.string().nullable(),
  plan: z.string().min(1),
  apiQuota: count,
  apiUsed: count,
  apiKey: z.string(),
  /** 'active' or anything else (shown destructive). */
  subscriptionStatus: z.string().min(1),
});
export type Customer = z.infer<typeof customerSchema>;

/** `POST /api/customers/{id}/api-key`: the new key, whole, shown this one time only. */
export const customerApiKeySchema = z.object({ apiKey: z.string().min(16) });
export type CustomerApiKey = z.infer<typeof customerApiKeySchema>;
