import { describe, expect, it } from "vitest";
import { formatBytes, storageUsagePercent } from "./bytes";

describe("formatBytes", () => {
  it("uses Bytes, KB, MB and GB in base 1024", () => {
    expect([0, 1, 1023, 1024, 1536, 1_048_576, 5.25 * 1024 ** 2, 1024 ** 3].map((b) => formatBytes(b))).toEqual([
      "0 Bytes",
      "1 Bytes",
      "1023 Bytes",
      "1 KB",
      "1.5 KB",
      "1 MB",
      "5.25 MB",
      "1 GB",
    ]);
  });

  it("rounds to the given decimals and stops at GB", () => {
    expect(formatBytes(1234567, 1)).toBe("1.2 MB");
    expect(formatBytes(1234567)).toBe("1.18 MB");
    expect(formatBytes(1024 ** 4)).toBe("1024 GB");
  });

  it("refuses negative and non-finite sizes", () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});

describe("storageUsagePercent", () => {
  it("clamps to 0-100", () => {
    expect(storageUsagePercent(256, 1024)).toBe(25);
    expect(storageUsagePercent(2048, 1024)).toBe(100);
    expect(storageUsagePercent(10, 0)).toBe(0);
  });
});
