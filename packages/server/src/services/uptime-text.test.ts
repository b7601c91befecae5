import { describe, expect, it } from "vitest";
import { uptimeText } from "./uptime-text";

describe("the portal's uptime text", () => {
  it("names the two largest units that matter", () => {
    expect(uptimeText(0)).toBe("0 s");
    expect(uptimeText(42.9)).toBe("42 s");
    expect(uptimeText(12 * 60 + 5)).toBe("12 min");
    expect(uptimeText(3 * 3600 + 12 * 60)).toBe("3 h 12 min");
    expect(uptimeText(2 * 86_400 + 5 * 3600 + 59)).toBe("2 d 5 h");
  });
  it("never reads a negative time", () => {
    expect(uptimeText(-5)).toBe("0 s");
  });
});
