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
  /** The customer's own daily token cap of their secret key (PATCH .../api-key); null: none of its own. */
  apiKeyDailyCap: z.number().int().positive().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `POST /api/customers/{id}/api-key`: the new key, whole, shown this one time only. */
export const customerApiKeySchema = z.object({ apiKey: z.string().min(16) });
export type CustomerApiKey = z.infer<typeof customerApiKeySchema>;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** An origin as browsers send it: http(s), host and port, no path; a trailing slash is dropped. */
const originSchema = z.string().transform((value, ctx) => {
  const origin = /^https?:\/\//.test(value) ? originOf(value) : undefined;
  if (!origin || origin !== value.replace(/\/$/, "")) {
    ctx.addIssue({ code: "custom", message: "must be an origin such as https://shop.example (no path)" });
    return z.NEVER;
  }
  return origin;
});

/** `POST /api/customers/{id}/publishable-keys`: the sites a new widget key may be used from. */
export const publishableKeyRequestSchema = z.object({ allowedOrigins: z.array(originSchema).min(1).max(20) });
export type PublishableKeyRequest = z.input<typeof publishableKeyRequestSchema>;

/** A widget key (`pk_...`): safe to show, it only works from the origins it lists. */
export const publishableKeySchema = z.object({
  key: z.string().startsWith("pk_"),
  customerId: z.number().int().positive(),
  allowedOrigins: z.array(z.string()),
  /** The customer's own daily token cap of this key (null: only the hub's `widgetKeys.tokensPerDay`). */
  dailyTokenCap: z.number().int().positive().nullable(),
});
/** `PATCH .../publishable-keys/{key}`: the key's own daily cap; null removes it. */
export const publishableKeyCapSchema = z.object({
  dailyTokenCap: z.number().int().min(1).max(1_000_000_000).nullable().meta({
    description: "Tokens this key may spend a UTC day (within the hub's own limits); null: no cap of its own.",
  }),
});
export type PublishableKeyCap = z.infer<typeof publishableKeyCapSchema>;
export type PublishableKey = z.infer<typeof publishableKeySchema>;
