import { describe, expect, it } from "vitest";
import { customerPackages } from "./packages.data";
import { findPersonality } from "./personality-lookup";

describe("customer packages", () => {
  it("are the six packages of the spec, in order", () => {
    expect(customerPackages.map((p) => p.name)).toEqual([
      "Executive",
      "Business Consulting",
      "Education & Training",
      "Creative & Marketing",
      "Technology",
      "Lifestyle Premium",
    ]);
  });

  it("each have tier labels and sample personalities that exist", () => {
    for (const pack of customerPackages) {
      expect(pack.tiers.length, pack.id).toBeGreaterThanOrEqual(2);
      expect(pack.personalityIds.length, pack.id).toBeGreaterThanOrEqual(3);
      for (const id of pack.personalityIds) expect(findPersonality(id), `${pack.id}: ${id}`).toBeDefined();
    }
  });
});
