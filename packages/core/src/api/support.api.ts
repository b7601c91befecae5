import { z } from "zod";
import type { SupportTicketInput } from "../schemas/support.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** What the server answers for a stored ticket. */
export const supportTicketReceiptSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]),
  /** ISO time. */
  createdAt: z.string(),
});
export type SupportTicketReceipt = z.infer<typeof supportTicketReceiptSchema>;

export function submitSupportTicket(ticket: SupportTicketInput, options?: RequestOptions) {
  return requestJson(supportTicketReceiptSchema, "POST", apiPaths.supportTickets, ticket, options);
}
