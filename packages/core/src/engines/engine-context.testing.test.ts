import { describe, expect, it } from "vitest";
import { createRng } from "../random/rng";
import { scriptedRng } from "./engine-context.testing";

describe("scripted rng", () => {
  it("maps floats the way the seeded rng does", () => {
    const values = [0.1, 0.5, 0.99, 0.25, 0.7];
    const rng = scriptedRng(values);
    expect(rng.int(-5, 5)).toBe(-4);
    expect(rng.chance(0.5)).toBe(false);
    expect(rng.pick(["a", "b", "c"])).toBe("c");
    expect(rng.sample([1, 2, 3, 4], 2)).toEqual([2, 4]);
    expect(() => rng.next()).toThrow(RangeError);
  });

  it("agrees with the seeded rng when fed its floats", () => {
    const source = createRng(3);
    const floats = Array.from({ length: 4 }, () => source.next());
    const seeded = createRng(3);
    const scripted = scriptedRng(floats);
    expect([scripted.int(1, 100), scripted.int(0, 9), scripted.int(3, 8), scripted.int(0, 49)]).toEqual([
      seeded.int(1, 100),
      seeded.int(0, 9),
      seeded.int(3, 8),
      seeded.int(0, 49),
    ]);
  });
});
