import { z } from "zod";

/** Ticket categories in the order of the form's select (spec 001, section 5). */
export const supportTicketCategories = [
  "technical",
  "consciousness",
  "personalities",
  "cosmic",
  "billing",
  "feature",
] as const;
export const supportTicketCategorySchema = z.enum(supportTicketCategories);
export type SupportTicketCategory = z.infer<typeof supportTicketCategorySchema>;

export const supportTicketPriorities = ["low", "normal", "high", "urgent"] as const;
export const supportTicketPrioritySchema = z.enum(supportTicketPriorities);
export type SupportTicketPriority = z.infer<typeof supportTicketPrioritySchema>;

export const supportTicketLimits = { subject: 200, description: 5000 } as const;

/**
 * A ticket submission. Email, subject and description are required; category and priority are
 * selections the form need not send, so they fall back to the form's defaults.
 */
export const supportTicketSchema = z.object({
  email: z.string().trim().pipe(z.email().max(254)).meta({ format: "email", maxLength: 254 }),
  subject: z.string().trim().min(1, "subject is required").max(supportTicketLimits.subject),
  description: z.string().trim().min(1, "description is required").max(supportTicketLimits.description),
  category: supportTicketCategorySchema.default("technical"),
  priority: supportTicketPrioritySchema.default("normal"),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
/** What a client may send: category and priority optional. */
export type SupportTicketInput = z.input<typeof supportTicketSchema>;

/** What the server answers for a stored ticket. */
export const supportTicketReceiptSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]),
  /** ISO time. */
  createdAt: z.string(),
});
export type SupportTicketReceipt = z.infer<typeof supportTicketReceiptSchema>;

/** A ticket as stored by the server and listed in the administrator portal. */
export const storedSupportTicketSchema = supportTicketSchema.extend(supportTicketReceiptSchema.shape);
export type StoredSupportTicket = z.infer<typeof storedSupportTicketSchema>;
