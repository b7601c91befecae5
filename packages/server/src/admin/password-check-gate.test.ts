import { describe, expect, it } from "vitest";
import { createPasswordCheckGate, GateFullError } from "./password-check-gate";

/** A check that finishes only when the test says so. */
function heldCheck() {
  let finish: (ok: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  return { check: () => done, finish: (ok = false) => finish(ok) };
}

describe("password check gate", () => {
  it("runs at most `running` checks, queues `waiting` more and refuses the rest at once", async () => {
    const gate = createPasswordCheckGate({ running: 2, waiting: 1 });
    const held = [heldCheck(), heldCheck(), heldCheck()];
    const results = held.map((h) => gate.run(h.check));
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(1);
    await expect(gate.run(async () => true)).rejects.toBeInstanceOf(GateFullError);
    held[0]?.finish(true);
    await expect(results[0]).resolves.toBe(true);
    // The queued check took the freed slot.
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(0);
    held[1]?.finish();
    held[2]?.finish();
    await Promise.all(results);
    expect(gate.active).toBe(0);
    await expect(gate.run(async () => "free again")).resolves.toBe("free again");
  });

  it("frees the slot when a check throws", async () => {
    const gate = createPasswordCheckGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });
});
