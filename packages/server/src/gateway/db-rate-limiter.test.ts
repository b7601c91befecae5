import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../testing/embedded-database-image";
import { createDbRateLimiter } from "./db-rate-limiter";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe("database rate limiter", () => {
  it("shares one count between limiters on the same database, per key and window", async () => {
    let now = 120_000;
    // Two limiters stand for two server instances.
    const a = createDbRateLimiter(handle.db, 3, 60_000, () => now);
    const b = createDbRateLimiter(handle.db, 3, 60_000, () => now);
    expect((await a.hit("key:1")).remaining).toBe(2);
    expect((await b.hit("key:1")).remaining).toBe(1);
    expect((await a.hit("key:1")).remaining).toBe(0);
    const refused = await b.hit("key:1");
    expect(refused).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 60 });
    expect((await b.hit("key:2")).allowed).toBe(true);
    now += 60_000;
    expect((await a.hit("key:1")).allowed).toBe(true);
  });

  it("peeks at the shared count without adding to it", async () => {
    const now = 600_000;
    const a = createDbRateLimiter(handle.db, 2, 60_000, () => now);
    const b = createDbRateLimiter(handle.db, 2, 60_000, () => now);
    expect(await b.peek("peek:1")).toEqual({ allowed: true, limit: 2, remaining: 2, resetSeconds: 60 });
    await a.hit("peek:1");
    expect((await b.peek("peek:1")).remaining).toBe(1);
    expect((await b.peek("peek:1")).remaining).toBe(1);
    await a.hit("peek:1");
    expect(await b.peek("peek:1")).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 60 });
  });
});
