import { z } from "zod";
import { adminStatusCardSchema } from "../data/admin-portal.data";
import { supportTicketSchema } from "../schemas/support.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** A ticket as stored by the server and listed in the administrator portal. */
export const storedSupportTicketSchema = supportTicketSchema.extend({
  id: z.union([z.string().min(1), z.number().int()]),
  /** ISO time. */
  createdAt: z.string(),
});
export type StoredSupportTicket = z.infer<typeof storedSupportTicketSchema>;

/** Newest first; 401 without the administrator session. */
export function listSupportTickets(options?: RequestOptions) {
  return requestJson(z.array(storedSupportTicketSchema), "GET", apiPaths.supportTickets, undefined, options);
}

/** The portal's eight status cards as the server sees them; 401 without the administrator session. */
export function getAdminStatusCards(options?: RequestOptions) {
  return requestJson(z.array(adminStatusCardSchema), "GET", apiPaths.adminStatus, undefined, options);
}
