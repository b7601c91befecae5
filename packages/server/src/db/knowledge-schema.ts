import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storageContainers, storageDocuments } from "./schema";

/** drizzle has no tsvector type. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The passages of the documents, searched with PostgreSQL full-text search. A plain chunk keeps its text and a
 * generated `tsv`; a chunk of an encrypted container keeps only sealed text and `blind_tsv`, whose lexemes are
 * keyed hashes (see knowledge/blind-index.ts), so its data files hold no words of the document.
 */
export const knowledgeChunks = pgTable(
  "knowledge_chunks",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => storageDocuments.id, { onDelete: "cascade" }),
    containerId: text("container_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    /** Null when sealed. */
    text: text("text"),
    sealed: text("sealed"),
    tsv: tsvector("tsv").generatedAlwaysAs(sql`to_tsvector('english', coalesce(text, ''))`),
    blindTsv: tsvector("blind_tsv"),
  },
  (table) => [
    index("knowledge_chunks_document_idx").on(table.documentId, table.ordinal),
    index("knowledge_chunks_container_idx").on(table.containerId),
    index("knowledge_chunks_tsv_idx").using("gin", table.tsv),
    index("knowledge_chunks_blind_tsv_idx").using("gin", table.blindTsv),
  ],
);

/** Which containers a personality answers from. */
export const knowledgeBindings = pgTable(
  "knowledge_bindings",
  {
    personalityId: text("personality_id").notNull(),
    containerId: text("container_id")
      .notNull()
      .references(() => storageContainers.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.personalityId, table.containerId] })],
);

/** What a personality remembers about a person; a personality's rows are its memory space. */
export const memoryEntries = pgTable(
  "memory_entries",
  {
    id: serial("id").primaryKey(),
    personalityId: text("personality_id").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    tsv: tsvector("tsv").generatedAlwaysAs(sql`to_tsvector('english', content)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("memory_entries_space_idx").on(table.personalityId, table.subject),
    index("memory_entries_subject_idx").on(table.subject),
    index("memory_entries_tsv_idx").using("gin", table.tsv),
  ],
);
