import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationSettings, threadMessages, threads } from "../db/schema";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { pruneThreads } from "./thread-retention";

let test: TestHub;
beforeAll(async () => {
  test = await createTestHub();
});
afterAll(async () => {
  await test?.close();
});

const now = Date.parse("2026-11-20T12:00:00Z");
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);

async function thread(id: string, customerId: number | null, updatedAt: Date) {
  await test.hub.db.insert(threads).values({
    id,
    customerId,
    visitorId: "v_retention-visitor-000001",
    model: "gpt-4o",
    title: id,
    createdAt: updatedAt,
    updatedAt,
  });
  await test.hub.db.insert(threadMessages).values({ threadId: id, id: "m1", role: "user", content: "hello" });
}
const left = async () => (await test.hub.db.select({ id: threads.id }).from(threads)).map((row) => row.id).sort();

describe("pruneThreads", () => {
  it("deletes threads untouched for longer than their customer's retention, with their messages", async () => {
    const { id: keeping } = await insertTestCustomer(test.hub.db);
    const { id: forever } = await insertTestCustomer(test.hub.db);
    const { id: other } = await insertTestCustomer(test.hub.db);
    await test.hub.db.insert(conversationSettings).values([
      { customerId: keeping, retentionDays: 30 },
      { customerId: forever, retentionDays: null },
      { customerId: other, retentionDays: 7 },
    ]);
    await thread("retention-old", keeping, daysAgo(31));
    await thread("retention-edge", keeping, daysAgo(30));
    await thread("retention-new", keeping, daysAgo(29));
    await thread("retention-forever", forever, daysAgo(4000));
    await thread("retention-hub", null, daysAgo(4000));
    await thread("retention-other", other, daysAgo(8));

    // One customer's only (a saved setting): the others wait for the sweep.
    expect(await pruneThreads(test.hub.db, now, keeping)).toBe(1);
    expect(await left()).not.toContain("retention-old");
    expect(await left()).toContain("retention-other");

    expect(await pruneThreads(test.hub.db, now)).toBe(1);
    expect(await left()).toEqual(["retention-edge", "retention-forever", "retention-hub", "retention-new"].sort());
    const orphans = await test.hub.db.select().from(threadMessages).where(eq(threadMessages.threadId, "retention-old"));
    expect(orphans).toEqual([]);
    // A moment later the one exactly 30 days old goes too.
    expect(await pruneThreads(test.hub.db, now + 1)).toBe(1);
    expect(await left()).toEqual(["retention-forever", "retention-hub", "retention-new"]);
  });
});
