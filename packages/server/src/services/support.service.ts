import {
  type StoredSupportTicket,
  type SupportTicket,
  supportTicketCategorySchema,
  supportTicketPrioritySchema,
} from "@hub-of-minds/core";
import { desc } from "drizzle-orm";
import type { Database } from "../db/database";
import { supportTickets } from "../db/schema";
import type { ActivityLog } from "./activity.service";

export function createSupportService(db: Database, activity: ActivityLog) {
  return {
    async submit(ticket: SupportTicket): Promise<{ id: number; createdAt: string }> {
      const [row] = await db.insert(supportTickets).values(ticket).returning();
      if (!row) throw new Error("the ticket was not stored");
      // The activity log is public: it names the ticket, never the visitor's words.
      await activity.record("ticket_submitted", `Support ticket #${row.id} received`, { ticketId: row.id });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
    /** Newest first. */
    async list(): Promise<StoredSupportTicket[]> {
      const rows = await db
        .select()
        .from(supportTickets)
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        subject: row.subject,
        description: row.description,
        category: supportTicketCategorySchema.parse(row.category),
        priority: supportTicketPrioritySchema.parse(row.priority),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
