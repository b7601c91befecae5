import { unifiedHubConstants } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { hubBackgrounds, nextBackground } from "./hub-backgrounds";

describe("hub backgrounds", () => {
  it("has the six documented backgrounds and wraps around", () => {
    expect(hubBackgrounds).toHaveLength(unifiedHubConstants.backgroundImages);
    expect(nextBackground(0)).toBe(1);
    expect(nextBackground(5)).toBe(0);
  });
});
