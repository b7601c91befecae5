import { describe, expect, it } from "vitest";
import {
  capAt100,
  cleanDecimal,
  keepNewest,
  keepNewestAll,
  requireNames,
  riseCapped,
  serialId,
} from "./engine-helpers";

describe("engine helpers", () => {
  it("keeps the newest items first, up to the cap", () => {
    expect(keepNewest([2, 1], 3, 2)).toEqual([3, 2]);
    expect(keepNewest([], "a", 8)).toEqual(["a"]);
    expect(keepNewestAll([1, 0], [3, 2], 3)).toEqual([3, 2, 1]);
  });

  it("caps at 100 and strips float noise", () => {
    expect(capAt100(100.5)).toBe(100);
    expect(capAt100(99.5)).toBe(99.5);
    expect(cleanDecimal(0.1 + 0.2)).toBe(0.3);
    expect(riseCapped(85, 0.3)).toBe(85.3);
    expect(riseCapped(99.9, 0.3)).toBe(100);
  });

  it("builds serial ids and refuses an empty name list", () => {
    expect(serialId("stream", 4)).toBe("stream-4");
    expect(() => requireNames([], "test")).toThrow(RangeError);
    expect(() => requireNames(["Sage"], "test")).not.toThrow();
  });
});
