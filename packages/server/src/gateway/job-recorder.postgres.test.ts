import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { aiJobs } from "../db/schema";
import { createEventBus } from "../live/event-bus";
import { createActivityLog } from "../services/activity.service";
import { createJobRecorder } from "./job-recorder";

// The batched upsert on real PostgreSQL (the other tests use the embedded database).
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `hom_jobs_${process.pid}_${Date.now()}`;
let handle: DatabaseHandle | undefined;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  try {
    await admin(`create database ${databaseName}`);
  } catch (err) {
    console.warn(`PostgreSQL at ${adminUrl} is unreachable (${(err as Error).message}); this file checks nothing.`);
    return;
  }
  handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${databaseName}`) });
}, 30_000);

afterAll(async () => {
  await handle?.close();
  if (handle) await admin(`drop database if exists ${databaseName} with (force)`);
}, 30_000);

describe("job recorder on PostgreSQL", () => {
  it("inserts new jobs and updates written ones in batches, ids in arrival order", async (context) => {
    if (!handle) return context.skip("PostgreSQL is unreachable");
    const { db } = handle;
    const bus = createEventBus();
    const recorder = createJobRecorder(db, createActivityLog(db, bus), bus, { flushIntervalMs: 60_000 });
    const long = Array.from({ length: 3 }, (_, i) => recorder.start("chat", `long-${i}`));
    for (const job of long) job.processing();
    await recorder.flush();
    for (let i = 0; i < 700; i++) recorder.start("image", `short-${i}`).finish({ status: "completed", tokens: 0 });
    for (const [i, job] of long.entries()) job.finish({ status: "failed", tokens: i, error: "stream_failed" });
    await recorder.flush();
    await recorder.close();

    const rows = await db.select().from(aiJobs).orderBy(asc(aiJobs.id));
    expect(rows).toHaveLength(703);
    expect(rows.slice(0, 3).map((row) => [row.model, row.status, row.tokens])).toEqual([
      ["long-0", "failed", 0],
      ["long-1", "failed", 1],
      ["long-2", "failed", 2],
    ]);
    expect(rows.slice(3).map((row) => row.model)).toEqual(Array.from({ length: 700 }, (_, i) => `short-${i}`));
  });
});
