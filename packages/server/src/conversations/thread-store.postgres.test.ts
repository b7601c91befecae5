// The thread store's queries on PostgreSQL (DATABASE_URL mode), as the inbox and the retention sweep run them:
// summaries with their counts, filters, ratings per personality, deletion, retention.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { conversationSettings, threads } from "../db/schema";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { pruneThreads } from "./thread-retention";
import { createThreadStore } from "./thread-store";
import type { ThreadViewer } from "./thread-viewer";

let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
beforeAll(async () => {
  const created = await createTestDatabase("hom_threads");
  if ("unreachable" in created) {
    console.warn(`${created.unreachable}; the PostgreSQL thread store test checks nothing.`);
    return;
  }
  database = created;
  handle = await openDatabase({ databaseUrl: created.url });
}, 30_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
}, 30_000);

describe("the thread store on PostgreSQL", () => {
  it("lists, filters, rates, deletes and prunes as on the embedded database", async (context) => {
    if (!handle) return context.skip("PostgreSQL is unreachable");
    const { db } = handle;
    const store = createThreadStore(db);
    const { id: customerId } = await insertTestCustomer(db);
    const ann = { customerId, visitorId: "v_postgres-visitor-ann1" };
    const customer: ThreadViewer = { own: { customerId, visitorId: "a:owner" }, sees: "customer" };
    const visitor: ThreadViewer = { own: ann, sees: "own" };
    const start = (id: string, personalityId: string | null) =>
      store.begin(
        {
          id,
          owner: ann,
          userId: null,
          publishableKey: "pk_pg",
          origin: "https://pg.example",
          personalityId,
          model: "m",
        },
        { id: `q-${id}`, role: "user", content: "Hello\u0000 there", tokens: null, citations: [] },
      );
    expect(await start("pg-thread-one", "eve")).toBe(true);
    expect(await start("pg-thread-two", null)).toBe(true);
    await store.answer("pg-thread-one", { id: "a1", role: "assistant", content: "Hi", tokens: 12, citations: [] });
    await store.answer("pg-thread-two", { id: "a1", role: "assistant", content: "Hi", tokens: 3, citations: [] });
    await store.rate(visitor, "pg-thread-one", "a1", { rating: "up" });
    await store.rate(visitor, "pg-thread-one", "a1", { rating: "down", comment: "No" });

    const page = await store.list(customer, { limit: 50, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.threads.find((t) => t.id === "pg-thread-one")).toMatchObject({
      messageCount: 2,
      tokens: 12,
      feedback: { up: 0, down: 1 },
      title: "Hello there",
    });
    expect(page.feedbackByPersonality).toEqual([{ personalityId: "eve", up: 0, down: 1 }]);
    const none = await store.list(customer, { limit: 50, offset: 0, feedback: "none" });
    expect(none.threads.map((t) => t.id)).toEqual(["pg-thread-two"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await store.list(visitor, { limit: 1, offset: 1, from: today, to: today })).threads).toHaveLength(1);
    expect((await store.export(customer, { personality: "eve" })).map((t) => t.messages.length)).toEqual([2]);
    expect(await store.removeVisitor(customer, "v_someone-else-entirely")).toBe(0);

    await db.insert(conversationSettings).values({ customerId, retentionDays: 1 });
    expect(await pruneThreads(db, Date.now() + 25 * 60 * 60 * 1000)).toBe(2);
    expect(await db.select().from(threads)).toEqual([]);
  });
});
