import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { createLoginThrottle } from "./login-throttle";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
}, 30_000);
afterAll(() => handle.close());

const policy = { delayStepMs: 100, maxDelayMs: 250, maxFailures: 3, windowMs: 10_000, lockMs: 30_000 };

describe("login throttle", () => {
  it("slows each wrong password more, then locks the client out for lockMs", async () => {
    let now = 0;
    const throttle = createLoginThrottle(handle.db, policy, () => now);
    expect([await throttle.fail("a"), await throttle.fail("a")]).toEqual([100, 200]);
    expect(await throttle.retryAfterSeconds("a")).toBe(0);
    expect(await throttle.fail("a")).toBe(250);
    expect(await throttle.retryAfterSeconds("a")).toBe(30);
    expect(await throttle.retryAfterSeconds("b")).toBe(0);
    now = 29_500;
    expect(await throttle.retryAfterSeconds("a")).toBe(1);
    now = 40_001;
    expect(await throttle.retryAfterSeconds("a")).toBe(0);
    expect(await throttle.fail("a")).toBe(100);
  });

  it("forgets a client after a successful login", async () => {
    const throttle = createLoginThrottle(handle.db);
    await throttle.fail("c");
    await throttle.succeed("c");
    expect(await throttle.fail("c")).toBe(250);
  });

  it("shares one count between instances: failures from two throttles on one database lock the client", async () => {
    const [one, two] = [createLoginThrottle(handle.db, policy), createLoginThrottle(handle.db, policy)];
    await Promise.all([one.fail("d"), two.fail("d"), one.fail("d")]);
    expect(await two.retryAfterSeconds("d")).toBe(30);
    expect(await one.retryAfterSeconds("d")).toBe(30);
  });
});
