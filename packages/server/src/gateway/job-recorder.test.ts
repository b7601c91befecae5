import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { activityLog, aiJobs } from "../db/schema";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { createJobRecorder } from "./job-recorder";

let test: TestHub;
let events: [string, unknown][];
let clock: number;
const now = () => clock;
// Long enough that only the test's own flush() calls write, except where a test asks for the timer.
const manual = { flushIntervalMs: 60_000, now };

beforeAll(async () => {
  test = await createTestHub();
  test.hub.bus.subscribe((type, data) => events.push([type, data]));
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.handle.db.delete(aiJobs);
  events = [];
  clock = 1_000_000;
});

const jobs = () => test.handle.db.select().from(aiJobs).orderBy(asc(aiJobs.id));
const announced = () => events.filter(([type]) => type === "agent_activity").map(([, data]) => data);

describe("job recorder", () => {
  it("writes nothing on the request's path and a short request once, already finished", async () => {
    const recorder = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    const job = recorder.start("chat", "gpt-4o", undefined);
    job.processing();
    clock += 42;
    job.finish({ status: "completed", tokens: 13 });
    expect(await jobs()).toEqual([]);
    expect(events).toEqual([]);

    await recorder.flush();
    const [row] = await jobs();
    expect(await jobs()).toHaveLength(1);
    expect(row).toMatchObject({ kind: "chat", status: "completed", model: "gpt-4o", tokens: 13, latencyMs: 42 });
    expect(row?.createdAt.getTime()).toBe(1_000_000);
    expect(row?.finishedAt?.getTime()).toBe(1_000_042);
    expect(announced()).toEqual([
      { agentId: "agent-zero", activity: `Chat request ${row?.id} sent to gpt-4o` },
      { agentId: "agent-zero", activity: "Chat with gpt-4o completed (13 tokens, 42 ms)" },
    ]);
    const [logged] = await test.handle.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(logged).toMatchObject({ actionType: "chat_completed", details: { jobId: row?.id, tokens: 13 } });
    await recorder.close();
  });

  it("writes a long request as processing, then updates the same row when it ends", async () => {
    const recorder = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    const job = recorder.start("public_chat", "gpt-4", 1);
    job.processing();
    await recorder.flush();
    const [written] = await jobs();
    expect(written).toMatchObject({ status: "processing", customerId: 1, finishedAt: null });

    clock += 7;
    job.finish({ status: "failed", tokens: 5, error: "client_closed" });
    job.finish({ status: "completed", tokens: 99 });
    await recorder.flush();
    expect(await jobs()).toEqual([
      expect.objectContaining({ id: written?.id, status: "failed", tokens: 5, error: "client_closed", latencyMs: 7 }),
    ]);
    // A customer's job is the customer's business: logged for the administrator, never announced to every socket.
    expect(announced()).toEqual([]);
    const [logged] = await test.handle.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(logged).toMatchObject({ details: { jobId: written?.id, customerId: 1 } });
    await recorder.close();
  });

  it("stores many requests in one batch, each with its own id", async () => {
    const recorder = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    const handles = Array.from({ length: 30 }, (_, i) => recorder.start("chat", `model-${i}`));
    handles.forEach((handle, i) => {
      if (i % 2 === 0) handle.finish({ status: "completed", tokens: i });
    });
    await recorder.flush();
    const rows = await jobs();
    expect(rows.map((row) => row.model)).toEqual(handles.map((_, i) => `model-${i}`));
    expect(rows.map((row) => row.status)).toEqual(handles.map((_, i) => (i % 2 === 0 ? "completed" : "pending")));
    expect(new Set(rows.map((row) => row.id)).size).toBe(30);
    await recorder.close();
  });

  it("keeps the changes when the database refuses a write and stores them on the next try", async () => {
    let refuse = true;
    const flaky = new Proxy(test.handle.db, {
      get(target, key) {
        if (key === "insert" && refuse) {
          refuse = false;
          throw new Error("database is down");
        }
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    const recorder = createJobRecorder(flaky, test.hub.activity, test.hub.bus, manual);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      recorder.start("image", "dall-e-3").finish({ status: "completed", tokens: 0 });
      await recorder.flush();
      expect(await jobs()).toEqual([]);
      expect(errors).toHaveLength(1);
      await recorder.flush();
    } finally {
      console.error = original;
    }
    expect(await jobs()).toEqual([expect.objectContaining({ kind: "image", status: "completed" })]);
    expect(announced()).toEqual([
      { agentId: "agent-zero", activity: "Image with dall-e-3 completed (0 tokens, 0 ms)" },
    ]);
    await recorder.close();
  });

  // 7,500 rows of 9 parameters would be over the 65,535 one statement may carry.
  it("writes what waited when a flush began: a request that comes during the write waits for the next one", async () => {
    const recorder = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    const first = recorder.start("chat", "gpt-4o", undefined);
    first.finish({ status: "completed", tokens: 1 });
    // The flush's activity entry is announced while its write is still going: a busy hub's next request.
    let during: ReturnType<typeof recorder.start> | undefined;
    const unsubscribe = test.hub.bus.subscribe((type) => {
      if (type !== "agent_action" || during) return;
      during = recorder.start("chat", "gpt-3.5-turbo", undefined);
      during.finish({ status: "completed", tokens: 2 });
    });
    await recorder.flush();
    unsubscribe();
    expect(during).toBeDefined();
    // Written with the next flush (the interval's), once and finished, not in a statement of its own at once.
    expect((await jobs()).map((row) => row.model)).toEqual(["gpt-4o"]);
    await recorder.flush();
    expect((await jobs()).map((row) => [row.model, row.status])).toEqual([
      ["gpt-4o", "completed"],
      ["gpt-3.5-turbo", "completed"],
    ]);
    await recorder.close();
  });

  it("splits a large backlog into statements PostgreSQL accepts", async () => {
    const recorder = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    for (let i = 0; i < 7_500; i++) recorder.start("chat", "gpt-4o").finish({ status: "completed", tokens: i });
    await recorder.flush();
    const rows = await jobs();
    expect(rows).toHaveLength(7_500);
    expect(rows.map((row) => row.tokens)).toEqual(Array.from({ length: 7_500 }, (_, i) => i));
    await recorder.close();
  });

  it("bounds what waits for a refusing database, dropping the oldest and saying so once", async () => {
    let down = true;
    const flaky = new Proxy(test.handle.db, {
      get(target, key) {
        if (key === "insert" && down) throw new Error("database is down");
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    const recorder = createJobRecorder(flaky, test.hub.activity, test.hub.bus, { ...manual, maxQueuedJobs: 3 });
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(String(args[0]));
    try {
      for (let i = 0; i < 5; i++) recorder.start("chat", `m${i}`).finish({ status: "completed", tokens: i });
      await recorder.flush();
      down = false;
      await recorder.flush();
    } finally {
      console.error = original;
    }
    expect((await jobs()).map((row) => row.model)).toEqual(["m2", "m3", "m4"]);
    expect(errors.filter((line) => line.includes("dropping the oldest"))).toHaveLength(1);
    await recorder.close();
  });

  it("writes on its own within the interval, and close() writes what is left", async () => {
    const timed = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, { flushIntervalMs: 5, now });
    timed.start("chat", "gpt-4o").processing();
    await expect.poll(async () => (await jobs()).map((row) => row.status)).toEqual(["processing"]);
    await timed.close();

    const closing = createJobRecorder(test.handle.db, test.hub.activity, test.hub.bus, manual);
    closing.start("chat", "gpt-3.5-turbo").finish({ status: "completed", tokens: 1 });
    await closing.close();
    const [row] = await test.handle.db.select().from(aiJobs).where(eq(aiJobs.model, "gpt-3.5-turbo"));
    expect(row?.status).toBe("completed");
  });
});
