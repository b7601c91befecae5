import { z } from "zod";
import { customerSchema } from "./customer.schema";

/** Who can sign in: the administrator, or a customer's person (who only ever sees their own customer). */
export const accountRoleSchema = z.enum(["admin", "customer"]);
export type AccountRole = z.infer<typeof accountRoleSchema>;

/** `GET /api/me`: the signed-in account, or null for a visitor. */
export const meSchema = z.object({
  account: z
    .object({
      email: z.string(),
      name: z.string(),
      role: accountRoleSchema,
      /** The customer a customer's person signs in for; null for the administrator. */
      customerId: z.number().int().positive().nullable(),
    })
    .nullable(),
  /** The hub's support address (SUPPORT_EMAIL), when the operator set one. */
  supportEmail: z.email().optional(),
});
export type Me = z.infer<typeof meSchema>;
export type SignedInAccount = NonNullable<Me["account"]>;

const name = z.string().trim().min(1, "must not be empty").max(100);

/** `POST /api/customers`: the administrator invites a customer. */
export const newCustomerSchema = z.object({
  email: z.email().max(254),
  firstName: name,
  lastName: name,
  company: z.string().trim().max(200).default(""),
  plan: z.string().trim().min(1).max(40),
  apiQuota: z.number().int().nonnegative().max(1_000_000_000),
});
export type NewCustomer = z.input<typeof newCustomerSchema>;

/** A customer as the administrator lists them: the account fields and the e-mail its person signs in with. */
export const customerAccountSchema = customerSchema.extend({ email: z.string().nullable() });
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** An invitation (no password chosen yet) or a password-reset link, as the outbox keeps it. */
export const accountLinkSchema = z.object({
  kind: z.enum(["invitation", "password_reset"]),
  email: z.string(),
  link: z.string(),
  expiresAt: z.string().meta({ description: "ISO 8601; the link stops working then." }),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;

/** `POST /api/customers` answers the customer and the invitation link the administrator can copy. */
export const createdCustomerSchema = z.object({ customer: customerAccountSchema, invitation: accountLinkSchema });
export type CreatedCustomer = z.infer<typeof createdCustomerSchema>;

export const outboxEntrySchema = accountLinkSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  mailStatus: z
    .enum(["sending", "sent", "failed"])
    .nullable()
    .meta({ description: "The e-mail's delivery through SMTP_URL; null when SMTP is not configured." }),
  mailError: z.string().nullable().meta({ description: "Why the mail server did not take it (failed)." }),
  mailedAt: z.string().nullable().meta({ description: "ISO 8601; when the mail server took or refused it." }),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
