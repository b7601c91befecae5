import type {
  Citation,
  FeedbackRequest,
  MessageFeedback,
  Thread,
  ThreadList,
  ThreadMessage,
  ThreadSummary,
  threadExportQuerySchema,
  threadListQuerySchema,
} from "@hub-of-minds/core";
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/database";
import { threadMessages, threads } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { ThreadOwner, ThreadViewer } from "./thread-viewer";

type ListQuery = z.output<typeof threadListQuerySchema>;
type Filters = Omit<z.output<typeof threadExportQuerySchema>, "format">;
type ThreadRow = typeof threads.$inferSelect;
type MessageRow = typeof threadMessages.$inferSelect;

/** A thread as a chat call opens it: whose it is, and where and how the visitor talks. */
export interface ThreadStart {
  id: string;
  owner: ThreadOwner;
  userId: string | null;
  publishableKey: string | null;
  origin: string | null;
  personalityId: string | null;
  model: string;
}

export interface RecordedMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  tokens: number | null;
  citations: Citation[];
}

const dayMs = 24 * 60 * 60 * 1000;
const maxTitleLength = 80;

/** PostgreSQL text holds no NUL character: a visitor's stray one is dropped, not a failed write. */
const storable = (text: string) => text.replaceAll("\u0000", "");

const notFound = (id: string) => new ApiError(404, "thread_not_found", `No thread ${id}`);

/** A thread's first title: the visitor's first words, on one line. */
export function titleOf(text: string): string {
  const line = storable(text).replace(/\s+/g, " ").trim();
  if (!line) return "New conversation";
  return line.length > maxTitleLength ? `${line.slice(0, maxTitleLength - 1).trimEnd()}…` : line;
}

/** The rows of one owner (the administrator's own threads have no customer). */
const ownedBy = (owner: ThreadOwner) =>
  and(
    owner.customerId === null ? isNull(threads.customerId) : eq(threads.customerId, owner.customerId),
    eq(threads.visitorId, owner.visitorId),
  );

const isOwner = (row: Pick<ThreadRow, "customerId" | "visitorId">, owner: ThreadOwner) =>
  row.customerId === owner.customerId && row.visitorId === owner.visitorId;

/** What a viewer may see at all. */
function scopeOf(viewer: ThreadViewer): SQL | undefined {
  if (viewer.sees === "own") return ownedBy(viewer.own);
  if (viewer.sees === "customer") return eq(threads.customerId, viewer.own.customerId ?? -1);
  return undefined;
}

/** A UTC day of the filters (checked by the schema) as the instant it starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

const rated = (rating?: "up" | "down") =>
  exists(
    sql`(select 1 from ${threadMessages} where ${threadMessages.threadId} = ${threads.id} and ${
      rating ? sql`${threadMessages.feedbackRating} = ${rating}` : sql`${threadMessages.feedbackRating} is not null`
    })`,
  );

/** The inbox's filters within what the viewer may see; a visitor's own threads whatever it asks. */
function conditionOf(viewer: ThreadViewer, filters: Filters): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeOf(viewer)];
  if (viewer.sees !== "own") {
    if (filters.customerId !== undefined) {
      if (viewer.sees === "customer" && filters.customerId !== viewer.own.customerId) {
        throw new ApiError(403, "not_your_account", "This belongs to another customer's account");
      }
      parts.push(eq(threads.customerId, filters.customerId));
    }
    if (filters.visitorId !== undefined) parts.push(eq(threads.visitorId, filters.visitorId));
    if (filters.mine === "true") parts.push(ownedBy(viewer.own));
  }
  if (filters.key !== undefined) parts.push(eq(threads.publishableKey, filters.key));
  if (filters.origin !== undefined) parts.push(eq(threads.origin, filters.origin));
  if (filters.personality !== undefined) parts.push(eq(threads.personalityId, filters.personality));
  if (filters.from !== undefined) parts.push(gte(threads.updatedAt, dayStart(filters.from)));
  if (filters.to !== undefined) parts.push(lt(threads.updatedAt, new Date(dayStart(filters.to).getTime() + dayMs)));
  if (filters.feedback === "up" || filters.feedback === "down") parts.push(rated(filters.feedback));
  if (filters.feedback === "any") parts.push(rated());
  if (filters.feedback === "none") parts.push(sql`not ${rated()}`);
  return and(...parts);
}

const toMessage = (row: MessageRow): ThreadMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  tokens: row.tokens,
  citations: row.citations,
  feedback:
    row.feedbackRating && row.feedbackAt
      ? { rating: row.feedbackRating, comment: row.feedbackComment, at: row.feedbackAt.toISOString() }
      : null,
});

/** Per thread: its messages, tokens and ratings, for the summaries. */
const statsColumns = {
  messageCount: sql<number>`count(${threadMessages.id})`.mapWith(Number),
  tokens: sql<number>`coalesce(sum(${threadMessages.tokens}), 0)`.mapWith(Number),
  up: sql<number>`count(*) filter (where ${threadMessages.feedbackRating} = 'up')`.mapWith(Number),
  down: sql<number>`count(*) filter (where ${threadMessages.feedbackRating} = 'down')`.mapWith(Number),
};

type Stats = { messageCount: number; tokens: number; up: number; down: number };

const toSummary = (row: ThreadRow, stats: Stats): ThreadSummary => ({
  id: row.id,
  title: row.title,
  customerId: row.customerId,
  visitorId: row.visitorId,
  userId: row.userId,
  publishableKey: row.publishableKey,
  origin: row.origin,
  personalityId: row.personalityId,
  model: row.model,
  messageCount: stats.messageCount,
  tokens: stats.tokens,
  feedback: { up: stats.up, down: stats.down },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Threads and their messages. Every read and write goes through a viewer's scope, so another owner's thread
 * is simply not found (its existence is not revealed).
 */
export function createThreadStore(db: Database) {
  const summaries = async (where: SQL | undefined, page?: { limit: number; offset: number }) => {
    const query = db
      .select({ thread: threads, ...statsColumns })
      .from(threads)
      .leftJoin(threadMessages, eq(threadMessages.threadId, threads.id))
      .where(where)
      .groupBy(threads.id)
      .orderBy(desc(threads.updatedAt), desc(threads.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(({ thread, ...stats }) => toSummary(thread, stats));
  };
  const messagesOf = async (threadIds: string[]) => {
    const byThread = new Map<string, ThreadMessage[]>();
    if (!threadIds.length) return byThread;
    const rows = await db
      .select()
      .from(threadMessages)
      .where(inArray(threadMessages.threadId, threadIds))
      .orderBy(asc(threadMessages.threadId), asc(threadMessages.seq));
    for (const row of rows) {
      const list = byThread.get(row.threadId) ?? [];
      list.push(toMessage(row));
      byThread.set(row.threadId, list);
    }
    return byThread;
  };
  /** The thread if the viewer may see it; otherwise 404, whether it exists or not. */
  const visible = async (viewer: ThreadViewer, id: string): Promise<ThreadSummary> => {
    const [found] = await summaries(and(eq(threads.id, id), scopeOf(viewer)));
    if (!found) throw notFound(id);
    return found;
  };

  return {
    /** 404 when the id is another owner's thread: checked before a chat spends anything. */
    async checkOwner(id: string, owner: ThreadOwner): Promise<void> {
      const [row] = await db
        .select({ customerId: threads.customerId, visitorId: threads.visitorId })
        .from(threads)
        .where(eq(threads.id, id));
      if (row && !isOwner(row, owner)) throw notFound(id);
    },

    /**
     * Opens the thread (made on first use, titled by the visitor's words) and stores the visitor's message.
     * Answers false when the id turned out to be another owner's (two first calls at once): nothing stored.
     */
    async begin(start: ThreadStart, message: RecordedMessage | undefined): Promise<boolean> {
      await db
        .insert(threads)
        .values({
          id: start.id,
          customerId: start.owner.customerId,
          visitorId: start.owner.visitorId,
          userId: start.userId,
          publishableKey: start.publishableKey,
          origin: start.origin,
          personalityId: start.personalityId,
          model: start.model,
          title: titleOf(message?.content ?? ""),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(threads).where(eq(threads.id, start.id));
      if (!row || !isOwner(row, start.owner)) return false;
      await db
        .update(threads)
        .set({ model: start.model, personalityId: start.personalityId, updatedAt: sql`now()` })
        .where(eq(threads.id, start.id));
      // A retried call (same reply id, so the same message id) stores the visitor's words once.
      if (message)
        await db
          .insert(threadMessages)
          .values({ threadId: start.id, ...message, content: storable(message.content) })
          .onConflictDoNothing();
      return true;
    },

    /** Stores an answer; a retried reply id replaces the earlier answer. */
    async answer(threadId: string, message: RecordedMessage): Promise<void> {
      const content = storable(message.content);
      await db
        .insert(threadMessages)
        .values({ threadId, ...message, content })
        .onConflictDoUpdate({
          target: [threadMessages.threadId, threadMessages.id],
          set: { content, tokens: message.tokens, citations: message.citations },
        });
      await db.update(threads).set({ updatedAt: sql`now()` }).where(eq(threads.id, threadId));
    },

    async list(viewer: ThreadViewer, query: ListQuery): Promise<ThreadList> {
      const where = conditionOf(viewer, query);
      const [page, [total], feedback] = await Promise.all([
        summaries(where, { limit: query.limit, offset: query.offset }),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(threads)
          .where(where),
        db
          .select({ personalityId: threads.personalityId, up: statsColumns.up, down: statsColumns.down })
          .from(threadMessages)
          .innerJoin(threads, eq(threads.id, threadMessages.threadId))
          .where(and(where, isNotNull(threadMessages.feedbackRating)))
          .groupBy(threads.personalityId)
          .orderBy(asc(threads.personalityId)),
      ]);
      return { threads: page, total: total?.n ?? 0, feedbackByPersonality: feedback };
    },

    /** Every matching thread with its messages (the inbox's export). */
    async export(viewer: ThreadViewer, filters: Filters): Promise<Thread[]> {
      const found = await summaries(conditionOf(viewer, filters));
      const messages = await messagesOf(found.map((thread) => thread.id));
      return found.map((thread) => ({ ...thread, messages: messages.get(thread.id) ?? [] }));
    },

    async get(viewer: ThreadViewer, id: string): Promise<Thread> {
      const thread = await visible(viewer, id);
      return { ...thread, messages: (await messagesOf([id])).get(id) ?? [] };
    },

    async rename(viewer: ThreadViewer, id: string, title: string): Promise<ThreadSummary> {
      await visible(viewer, id);
      await db
        .update(threads)
        .set({ title: storable(title) })
        .where(eq(threads.id, id));
      return visible(viewer, id);
    },

    async remove(viewer: ThreadViewer, id: string): Promise<void> {
      const removed = await db
        .delete(threads)
        .where(and(eq(threads.id, id), scopeOf(viewer)))
        .returning({ id: threads.id });
      if (!removed.length) throw notFound(id);
    },

    /** Rates an answer; a second rating replaces the first. */
    async rate(
      viewer: ThreadViewer,
      id: string,
      messageId: string,
      request: FeedbackRequest,
    ): Promise<MessageFeedback> {
      await visible(viewer, id);
      const comment = request.comment ? storable(request.comment) : null;
      const [row] = await db
        .update(threadMessages)
        .set({ feedbackRating: request.rating, feedbackComment: comment, feedbackAt: sql`now()` })
        .where(
          and(eq(threadMessages.threadId, id), eq(threadMessages.id, messageId), eq(threadMessages.role, "assistant")),
        )
        .returning({ at: threadMessages.feedbackAt });
      if (!row?.at) {
        throw new ApiError(404, "thread_message_not_found", `Thread ${id} has no answer ${messageId}`);
      }
      return { rating: request.rating, comment, at: row.at.toISOString() };
    },

    /** Deletes one visitor's threads within what the viewer may see; answers how many. */
    async removeVisitor(viewer: ThreadViewer, visitorId: string): Promise<number> {
      const removed = await db
        .delete(threads)
        .where(and(scopeOf(viewer), eq(threads.visitorId, visitorId)))
        .returning({ id: threads.id });
      return removed.length;
    },
  };
}
export type ThreadStore = ReturnType<typeof createThreadStore>;
