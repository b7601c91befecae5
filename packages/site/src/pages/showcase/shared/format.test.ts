import { describe, expect, it } from "vitest";
import { capitalise, formatClock, formatHugeNumber, formatPercent } from "./format";

describe("showcase formatters", () => {
  it("names huge counts by their scale", () => {
    expect(formatHugeNumber(10 ** 20.5)).toBe("316.2 quintillion");
    expect(formatHugeNumber(10 ** 22)).toBe("10.0 sextillion");
    expect(formatHugeNumber(1500)).toBe("1.5 thousand");
    expect(formatHugeNumber(999)).toBe("999");
    expect(formatHugeNumber(1e36)).toBe("1.0e+36");
    expect(formatHugeNumber(Number.POSITIVE_INFINITY)).toBe("∞");
  });

  it("formats percentages and words", () => {
    expect(formatPercent(289)).toBe("289.0%");
    expect(formatPercent(290.7)).toBe("290.7%");
    expect(capitalise("transcendent")).toBe("Transcendent");
    expect(capitalise("")).toBe("");
  });

  it("shows a 24-hour clock time", () => {
    expect(formatClock(new Date(2026, 0, 1, 14, 3, 27).getTime())).toBe("14:03:27");
  });
});
