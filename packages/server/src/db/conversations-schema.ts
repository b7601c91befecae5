import type { Citation, FeedbackRating } from "@hub-of-minds/core";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./schema";

/**
 * Conversations (issue 26): a thread per widget visitor (or signed-in account) of a customer, null for the
 * hub's own. The id is the widget's own; `updated_at` moves with every message (retention and the inbox's
 * order read it).
 */
export const threads = pgTable(
  "threads",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    /** The verified user id of a `u:` visitor. */
    userId: text("user_id"),
    publishableKey: text("publishable_key"),
    origin: text("origin"),
    personalityId: text("personality_id"),
    model: text("model").notNull(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("threads_customer_updated_idx").on(table.customerId, table.updatedAt),
    index("threads_customer_visitor_idx").on(table.customerId, table.visitorId, table.updatedAt),
    // A visitor's "delete my data" from the administrator names no customer.
    index("threads_visitor_idx").on(table.visitorId),
  ],
);

/** A thread's messages, in the order they were written (`seq`); feedback sits on the answer it rates. */
export const threadMessages = pgTable(
  "thread_messages",
  {
    threadId: text("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    seq: serial("seq").notNull(),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    tokens: integer("tokens"),
    citations: jsonb("citations").$type<Citation[]>().notNull().default([]),
    feedbackRating: text("feedback_rating").$type<FeedbackRating>(),
    feedbackComment: text("feedback_comment"),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.id] }),
    uniqueIndex("thread_messages_thread_seq_idx").on(table.threadId, table.seq),
  ],
);

/**
 * A customer's conversation settings: the identity secret their backend signs user ids with (sealed with the
 * hub's master key, never stored in plain) and how long threads are kept.
 */
export const conversationSettings = pgTable("conversation_settings", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  secretNonce: text("secret_nonce"),
  secretCiphertext: text("secret_ciphertext"),
  secretTag: text("secret_tag"),
  secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true }),
  /** Null keeps threads for ever. */
  retentionDays: integer("retention_days"),
});
