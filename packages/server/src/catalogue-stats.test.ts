import { personalityCatalogue } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { catalogueStats } from "./catalogue-stats";

describe("catalogueStats", () => {
  it("counts achievements, categories and relationship links of the catalogue", () => {
    const two = personalityCatalogue.slice(0, 2);
    const expected = {
      breakthroughs: (two[0]?.achievements.length ?? 0) + (two[1]?.achievements.length ?? 0),
      categories: new Set(two.map((p) => p.category)).size,
      relationships: (two[0]?.relationships.length ?? 0) + (two[1]?.relationships.length ?? 0),
    };
    expect(catalogueStats(two)).toEqual(expected);
  });

  it("covers the nine categories of the full catalogue", () => {
    expect(catalogueStats().categories).toBe(9);
    expect(catalogueStats().breakthroughs).toBeGreaterThan(56);
  });
});
