import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
    /** The key the call came with (an API key's 8-character prefix or a publishable key); usage by key. */
    keyLabel: text("key_label"),
    tokens: integer("tokens").notNull().default(0),
    latencyMs: integer("latency_ms"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("ai_jobs_status_idx").on(table.status),
    index("ai_jobs_customer_created_idx").on(table.customerId, table.createdAt),
  ],
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
  /**
   * The customer whose knowledge this is (uploaded and bound by them, retrieved only in the chats they pay
   * for); null: the hub's own. A customer's containers go with the customer.
   */
  ownerCustomerId: integer("owner_customer_id").references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
});

/** Documents held in storage containers; their count is the knowledge base size. */
export const storageDocuments = pgTable(
  "storage_documents",
  {
    id: serial("id").primaryKey(),
    containerId: text("container_id")
      .notNull()
      .references(() => storageContainers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: text("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    // Knowledge (issue 24): the kind of the original file, and whether `content` holds a sealed JSON box.
    mediaType: text("media_type").notNull().default("text/plain"),
    encrypted: boolean("encrypted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    // Indexing runs as a queued task (knowledge/indexing-queue.ts): its state, the last failure, and the
    // embedding model of the passages' vectors (null: none yet, or searched by words alone).
    indexStatus: text("index_status").notNull().default("queued"),
    indexError: text("index_error"),
    vectorModel: text("vector_model"),
  },
  (table) => [
    uniqueIndex("storage_documents_container_name_idx").on(table.containerId, table.name),
    index("storage_documents_index_status_idx").on(table.indexStatus),
  ],
);

/** Customers of the hub; the API key is kept only as a sha-256 hash plus its 8-character display prefix. */
export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  username: text("username"),
  company: text("company"),
  plan: text("plan").notNull(),
  apiQuota: integer("api_quota").notNull(),
  apiUsed: integer("api_used").notNull().default(0),
  apiKeyHash: text("api_key_hash").notNull().unique(),
  apiKeyPrefix: text("api_key_prefix").notNull(),
  subscriptionStatus: text("subscription_status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The customer's own daily token cap of their secret key (within their quota); null: none. */
  apiKeyDailyCap: integer("api_key_daily_cap"),
});

/** Installation records of cluster apps; an app counts as installed only while its record is active. */
export const customerApps = pgTable(
  "customer_apps",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    appId: text("app_id").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    installedAt: timestamp("installed_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("customer_apps_customer_app_idx").on(table.customerId, table.appId)],
);

/** Every skill run of an installed app. */
export const skillRuns = pgTable("skill_runs", {
  id: serial("id").primaryKey(),
  customerAppId: integer("customer_app_id")
    .notNull()
    .references(() => customerApps.id),
  skillName: text("skill_name").notNull(),
  input: jsonb("input").notNull(),
  output: jsonb("output").notNull(),
  executedAt: timestamp("executed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Support tickets submitted from the support centre. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    priority: text("priority").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_tickets_created_idx").on(table.createdAt)],
);

/** Server-side key/value settings, e.g. the generated administrator password's hash. */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export * from "./accounts-schema";
export * from "./agents-schema";
export * from "./conversations-schema";
export * from "./gateway-schema";
export * from "./knowledge-schema";

/**
 * The four YAML configs when the database is PostgreSQL: every instance loads them from here and follows
 * changes through LISTEN/NOTIFY. `version` grows with every save, so a reload can tell what is new.
 */
export const configFiles = pgTable("config_files", {
  filename: text("filename").primaryKey(),
  content: text("content").notNull(),
  isValid: boolean("is_valid").notNull(),
  errors: jsonb("errors").$type<{ message: string; line: number; column: number; path?: string }[]>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Earlier versions of each config, newest kept (the database twin of the .history folder). */
export const configHistory = pgTable(
  "config_history",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull(),
    content: text("content").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("config_history_filename_idx").on(table.filename, table.id)],
);

/** Failed administrator logins per client address, so the lockout holds on every instance. */
export const loginFailures = pgTable("login_failures", {
  client: text("client").primaryKey(),
  failures: integer("failures").notNull(),
  firstAt: bigint("first_at", { mode: "number" }).notNull(),
  lockedUntil: bigint("locked_until", { mode: "number" }).notNull().default(0),
});
