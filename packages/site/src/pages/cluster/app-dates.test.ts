import { describe, expect, it } from "vitest";
import { formatAppDate, formatAppDateTime } from "./app-dates";

describe("an installed app's dates", () => {
  it("reads a day, and a time of day for a skill's last run", () => {
    expect(formatAppDate("2026-11-24T12:00:00.000Z")).toBe("Nov 24, 2026");
    expect(formatAppDateTime("2026-11-24T12:00:00.000Z")).toMatch(/^Nov 24, 2026, \d\d:\d\d [AP]M$/);
  });
  it("says Never for null and keeps a stamp it cannot read", () => {
    expect(formatAppDate(null)).toBe("Never");
    expect(formatAppDateTime(null)).toBe("Never");
    expect(formatAppDate("yesterday")).toBe("yesterday");
    expect(formatAppDateTime("yesterday")).toBe("yesterday");
  });
});
