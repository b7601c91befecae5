import { describe, expect, it } from "vitest";
import { maskApiKey } from "./api-key";

describe("maskApiKey", () => {
  it("shows the first 8 characters then '...'", () => {
    expect(maskApiKey("hom_live_0123456789")).toBe("hom_live...");
    expect(maskApiKey("abc")).toBe("abc...");
  });
});
