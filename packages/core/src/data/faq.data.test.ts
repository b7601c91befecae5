import { describe, expect, it } from "vitest";
import { faqCategories, faqItemSchema } from "../schemas/faq.schema";
import { faqCategoryFilters, faqEmptyStateHint, faqEmptyStateTitle, faqItems, faqPricingTiers } from "./faq.data";

describe("faq items", () => {
  it("are at least 15 valid items with distinct ids", () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(15);
    for (const item of faqItems) expect(faqItemSchema.parse(item)).toEqual(item);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
  });

  it("cover all five categories, at least three items each", () => {
    for (const category of faqCategories) {
      expect(faqItems.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("state the three pricing tiers", () => {
    const pricing = faqItems.find((item) => item.id === "pricing");
    expect(pricing?.answer).toContain("Free gives you access to 10 personalities");
    expect(pricing?.answer).toContain("Pro costs $29 per month and unlocks all 56 personalities");
    expect(pricing?.answer).toContain("Enterprise comes with custom pricing");
    expect(faqPricingTiers.map((tier) => `${tier.name}: ${tier.price}, ${tier.personalities}`)).toEqual([
      "Free: $0, 10 personalities",
      "Pro: $29/month, all 56 personalities",
      "Enterprise: Custom pricing, all 56 personalities",
    ]);
  });

  it("offer 'all' plus one button per category", () => {
    expect(faqCategoryFilters.map((filter) => filter.id)).toEqual(["all", ...faqCategories]);
  });

  it("keep the empty-state texts", () => {
    expect(faqEmptyStateTitle).toBe("No Questions Found");
    expect(faqEmptyStateHint).toBe("Try adjusting your search terms or category filter");
  });
});
