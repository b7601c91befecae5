import { findPersonality, type MemoryEntry, maxMemoryEntriesPerSpace } from "@hub-of-minds/core";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { memoryEntries } from "../db/schema";
import { ApiError } from "../http/api-error";

type Row = typeof memoryEntries.$inferSelect;

const toEntry = (row: Omit<Row, "tsv">): MemoryEntry => ({
  id: row.id,
  personalityId: row.personalityId,
  subject: row.subject,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columns = {
  id: memoryEntries.id,
  personalityId: memoryEntries.personalityId,
  subject: memoryEntries.subject,
  content: memoryEntries.content,
  createdAt: memoryEntries.createdAt,
  updatedAt: memoryEntries.updatedAt,
};

export function requirePersonality(personalityId: string): void {
  if (!findPersonality(personalityId)) {
    throw new ApiError(404, "unknown_personality", `No personality ${personalityId}`);
  }
}

/**
 * The person a customer's call names (OpenAI's `user`: the customer's own end-user id), scoped to that customer:
 * two customers' "user-42" are two people, and neither's memories reach the other's chats.
 */
export const endUserSubject = (customerId: number, user: string) => `customer:${customerId}:${user}`;

/**
 * Per-personality memory spaces: what a personality remembers about each person it talks with. Recall is by
 * full-text relevance to the conversation, newest first when nothing matches better.
 */
export function createMemoryStore(db: Database, limit = maxMemoryEntriesPerSpace) {
  return {
    async list(personalityId: string, options: { subject?: string | undefined; q?: string | undefined } = {}) {
      requirePersonality(personalityId);
      const where = and(
        eq(memoryEntries.personalityId, personalityId),
        options.subject ? eq(memoryEntries.subject, options.subject) : undefined,
      );
      if (options.q) return this.recall(personalityId, options.subject, options.q, 50);
      const rows = await db
        .select(columns)
        .from(memoryEntries)
        .where(where)
        .orderBy(desc(memoryEntries.updatedAt), desc(memoryEntries.id));
      return rows.map(toEntry);
    },

    /** The entries about one person that best match the text (any of its words), best first. */
    async recall(personalityId: string, subject: string | undefined, text: string, k: number): Promise<MemoryEntry[]> {
      const anyWord = (await db.execute(
        sql`select coalesce((select string_agg(quote_literal(lexeme), ' | ') from unnest(to_tsvector('english', ${text}))), '') as q`,
      )) as { rows: { q: string }[] };
      const q = anyWord.rows[0]?.q ?? "";
      const subjectFilter = subject ? sql`and subject = ${subject}` : sql``;
      const rank = q ? sql`ts_rank(tsv, to_tsquery('simple', ${q}))` : sql`0`;
      const rows = (await db.execute(sql`
        select id, personality_id, subject, content, created_at, updated_at from memory_entries
        where personality_id = ${personalityId} ${subjectFilter}
        order by ${rank} desc, updated_at desc, id desc
        limit ${k}
      `)) as {
        rows: {
          id: number;
          personality_id: string;
          subject: string;
          content: string;
          created_at: string | Date;
          updated_at: string | Date;
        }[];
      };
      return rows.rows.map((row) =>
        toEntry({
          id: row.id,
          personalityId: row.personality_id,
          subject: row.subject,
          content: row.content,
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
        }),
      );
    },

    /** Adds an entry unless the space is full; the count and the insert share a lock per personality. */
    async add(personalityId: string, subject: string, content: string): Promise<MemoryEntry> {
      requirePersonality(personalityId);
      return db.transaction(async (tx) => {
        // One space's writes take turns, so a full space cannot be overfilled by writes at once.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`memory:${personalityId}`}))`);
        const [held] = await tx
          .select({ n: count() })
          .from(memoryEntries)
          .where(eq(memoryEntries.personalityId, personalityId));
        if ((held?.n ?? 0) >= limit) {
          throw new ApiError(
            409,
            "memory_space_full",
            `The memory space of ${personalityId} holds ${limit} entries, its limit: delete some before adding more.`,
          );
        }
        const [row] = await tx.insert(memoryEntries).values({ personalityId, subject, content }).returning(columns);
        if (!row) throw new Error("insert returned no row");
        return toEntry(row);
      });
    },

    async update(entryId: number, content: string): Promise<MemoryEntry> {
      const [row] = await db
        .update(memoryEntries)
        .set({ content, updatedAt: sql`now()` })
        .where(eq(memoryEntries.id, entryId))
        .returning(columns);
      if (!row) throw new ApiError(404, "memory_entry_not_found", `No memory entry ${entryId}`);
      return toEntry(row);
    },

    async remove(entryId: number): Promise<void> {
      const removed = await db
        .delete(memoryEntries)
        .where(eq(memoryEntries.id, entryId))
        .returning({ id: memoryEntries.id });
      if (!removed.length) throw new ApiError(404, "memory_entry_not_found", `No memory entry ${entryId}`);
    },

    /** Forgets a person in every space. */
    async forget(subject: string): Promise<number> {
      const removed = await db
        .delete(memoryEntries)
        .where(eq(memoryEntries.subject, subject))
        .returning({ id: memoryEntries.id });
      return removed.length;
    },

    /** Forgets every person whose subject matches a POSIX regular expression (one visitor at any customer). */
    async forgetMatching(pattern: string): Promise<number> {
      const removed = await db
        .delete(memoryEntries)
        .where(sql`${memoryEntries.subject} ~ ${pattern}`)
        .returning({ id: memoryEntries.id });
      return removed.length;
    },

    async statistics(): Promise<{ spaces: number; entries: number }> {
      const [row] = (
        (await db.execute(
          sql`select count(distinct personality_id)::int as spaces, count(*)::int as entries from memory_entries`,
        )) as { rows: { spaces: number; entries: number }[] }
      ).rows;
      return { spaces: row?.spaces ?? 0, entries: row?.entries ?? 0 };
    },
  };
}
export type MemoryStore = ReturnType<typeof createMemoryStore>;
