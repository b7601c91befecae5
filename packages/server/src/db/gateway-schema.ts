import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Provider keys saved on the API configuration page, sealed with AES-256-GCM (never stored in plain). */
export const providerKeys = pgTable("provider_keys", {
  provider: text("provider").primaryKey(),
  nonce: text("nonce").notNull(),
  ciphertext: text("ciphertext").notNull(),
  tag: text("tag").notNull(),
  last4: text("last4").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Publishable widget keys (`pk_...`, safe to show): which customer they bill and which origins may use them. */
export const publishableKeys = pgTable("publishable_keys", {
  key: text("key").primaryKey(),
  customerId: integer("customer_id").notNull(),
  allowedOrigins: jsonb("allowed_origins").$type<string[]>().notNull(),
  /** The customer's own daily token cap of the key; null: only oversight_rules.yaml's widgetKeys.tokensPerDay. */
  dailyTokenCap: integer("daily_token_cap"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters shared by every instance on one PostgreSQL (rate limits of the public API). */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * What calls without a key spent per UTC day: scope `all` is the hub's whole anonymous budget, `addr:<bucket>`
 * one client address's. Reserved before the upstream call and settled after, in one transaction each.
 */
export const budgetUsage = pgTable(
  "budget_usage",
  {
    day: text("day").notNull(),
    scope: text("scope").notNull(),
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
    images: integer("images").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope] })],
);
