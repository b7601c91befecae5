import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The live agents, mirrored from agent_behaviors.yaml. */
export const agents = pgTable("agents", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  status: text("status").notNull(),
  currentTask: text("current_task"),
});

/** The app integrations, mirrored from integrations.yaml. */
export const integrations = pgTable("integrations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  status: text("status").notNull(),
});

/** Every AI request the gateway handles: the dashboard's queue counts and interactions. */
export const aiJobs = pgTable(
  "ai_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    model: text("model"),
    customerId: integer("customer_id"),
    tokens: integer("tokens").notNull().default(0),
    latencyMs: integer("latency_ms"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("ai_jobs_status_idx").on(table.status)],
);

/** The activity log of real events (config saved, app installed, chat completed...). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    actionType: text("action_type").notNull(),
    description: text("description").notNull(),
    details: jsonb("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("activity_log_created_idx").on(table.createdAt)],
);

/** Storage containers of the YAML storage manager. */
export const storageContainers = pgTable("storage_containers", {
  id: text("id").primaryKey(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  currentSize: integer("current_size").notNull().default(0),
  maxSize: integer("max_size").notNull(),
  storageType: text("storage_type").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  encryptionEnabled: boolean("encryption_enabled").notNull().default(false),
});

/** Documents held in storage containers; their count is the knowledge base size. */
export const storageDocuments = pgTable("storage_documents", {
  id: serial("id").primaryKey(),
  containerId: text("container_id")
    .notNull()
    .references(() => storageContainers.id),
  name: text("name").notNull(),
  content: text("content").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});
