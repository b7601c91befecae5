import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../testing/embedded-database-image";
import { createLoginThrottle, type LoginAttempt } from "./login-throttle";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 30_000);
afterAll(() => handle.close());

const policy = { delayStepMs: 100, maxDelayMs: 250, maxFailures: 3, windowMs: 100_000, lockMs: 30_000 };
const delays = (attempts: LoginAttempt[]) =>
  attempts.map((a) => (a.allowed ? a.delayMs : `wait ${a.retryAfterSeconds}`));

describe("login throttle", () => {
  it("counts each attempt before the check, slows each more, then refuses for lockMs", async () => {
    let now = 0;
    const throttle = createLoginThrottle(handle.db, policy, () => now);
    const attempts: LoginAttempt[] = [];
    for (let i = 0; i < 4; i++) attempts.push(await throttle.attempt("a"));
    expect(delays(attempts)).toEqual([100, 200, 250, "wait 30"]);
    expect(delays([await throttle.attempt("b")])).toEqual([100]);
    now = 29_500;
    expect(delays([await throttle.attempt("a")])).toEqual(["wait 1"]);
    // The lock ran out inside the window: one more try, then locked again.
    now = 40_001;
    expect(delays([await throttle.attempt("a"), await throttle.attempt("a")])).toEqual([250, "wait 30"]);
    // The window is over: a fresh start.
    now = 200_000;
    expect(delays([await throttle.attempt("a")])).toEqual([100]);
  });

  it("forgets a client after a successful login", async () => {
    const throttle = createLoginThrottle(handle.db, policy);
    await throttle.attempt("c");
    await throttle.attempt("c");
    await throttle.succeed("c");
    expect(delays([await throttle.attempt("c")])).toEqual([100]);
  });

  it("lets exactly maxFailures of 40 concurrent attempts through, across two instances on one database", async () => {
    const [one, two] = [createLoginThrottle(handle.db, policy), createLoginThrottle(handle.db, policy)];
    const attempts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).attempt("d")));
    expect(attempts.filter((a) => a.allowed)).toHaveLength(3);
    expect(attempts.filter((a) => !a.allowed).every((a) => !a.allowed && a.retryAfterSeconds === 30)).toBe(true);
  });
});
