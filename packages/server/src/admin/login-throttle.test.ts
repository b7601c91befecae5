import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "./login-throttle";

describe("login throttle", () => {
  it("slows each wrong password more, then locks the client out for lockMs", () => {
    let now = 0;
    const throttle = createLoginThrottle(
      { delayStepMs: 100, maxDelayMs: 250, maxFailures: 3, windowMs: 10_000, lockMs: 30_000 },
      () => now,
    );
    expect([throttle.fail("a"), throttle.fail("a")]).toEqual([100, 200]);
    expect(throttle.retryAfterSeconds("a")).toBe(0);
    expect(throttle.fail("a")).toBe(250);
    expect(throttle.retryAfterSeconds("a")).toBe(30);
    expect(throttle.retryAfterSeconds("b")).toBe(0);
    now = 29_500;
    expect(throttle.retryAfterSeconds("a")).toBe(1);
    now = 40_001;
    expect(throttle.retryAfterSeconds("a")).toBe(0);
    expect(throttle.fail("a")).toBe(100);
  });

  it("forgets a client after a successful login", () => {
    const throttle = createLoginThrottle();
    throttle.fail("a");
    throttle.succeed("a");
    expect(throttle.fail("a")).toBe(250);
  });
});
