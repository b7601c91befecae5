import { describe, expect, it } from "vitest";
import { createRng } from "./rng";

describe("createRng", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createRng(43).next()).not.toBe(seqA[0]);
  });

  it("keeps int() inside both ends and reaches them", () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(3, 8));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("samples distinct items and refuses to pick from nothing", () => {
    const rng = createRng(1);
    const picked = rng.sample(["a", "b", "c", "d"], 3);
    expect(new Set(picked).size).toBe(3);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
