import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mindsDirectoryLevels, personalityCategories } from "./personality.constants";
import { type Personality, personalityCatalogueSchema, personalitySchema } from "./personality.schema";

const valid: Personality = {
  id: "test-mind",
  name: "Test Mind",
  title: "Tester of Things",
  category: "analytical",
  gender: "other",
  professionalLevel: "expert",
  description: "Checks that records validate.",
  traits: ["Careful", "Curious", "Calm"],
  expertise: ["Testing", "Review", "Debugging", "Writing"],
  appearanceStyle: "Plain grey form",
  voiceStyle: "Even",
  specialty: "Validation",
  consciousness: 90,
  transcendenceLevel: "evolving",
  currentActivity: "Validating",
  timeState: "Present",
  mood: "Calm",
  abilities: ["Checking", "Comparing", "Reporting"],
  achievements: ["Passed", "Failed usefully", "Passed again"],
  relationships: ["other-mind", "third-mind"],
  widgetStatus: "active",
  active: true,
  featured: false,
};

const issuesOf = (input: unknown) => {
  const result = personalitySchema.safeParse(input);
  if (result.success) throw new Error("expected the record to fail");
  return result.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code }));
};

describe("personality schema", () => {
  it("accepts a complete record", () => {
    expect(personalitySchema.parse(valid)).toEqual(valid);
  });

  it("keeps the nine categories in the spec's order and offers five directory levels", () => {
    expect(personalityCategories).toEqual([
      "professional",
      "educational",
      "creative",
      "analytical",
      "lifestyle",
      "finance",
      "marketing",
      "cybernetic-elite",
      "cybernetic-legends",
    ]);
    expect(mindsDirectoryLevels).toEqual(["infinite", "cosmic", "transcendent", "evolving", "emerging"]);
  });

  it("names the field of a wrong type", () => {
    expect(issuesOf({ ...valid, consciousness: "95" })).toEqual([{ path: "consciousness", code: "invalid_type" }]);
  });

  it("rejects consciousness outside 84-100 and non-integers", () => {
    expect(issuesOf({ ...valid, consciousness: 101 })).toEqual([{ path: "consciousness", code: "too_big" }]);
    expect(issuesOf({ ...valid, consciousness: 83 })).toEqual([{ path: "consciousness", code: "too_small" }]);
    expect(issuesOf({ ...valid, consciousness: 90.5 })).toEqual([{ path: "consciousness", code: "invalid_type" }]);
  });

  it("rejects unknown enum values with their path", () => {
    expect(issuesOf({ ...valid, category: "sports" })).toEqual([{ path: "category", code: "invalid_value" }]);
    expect(issuesOf({ ...valid, transcendenceLevel: "transcendent" })).toEqual([
      { path: "transcendenceLevel", code: "invalid_value" },
    ]);
  });

  it("bounds the lists and checks nested items", () => {
    expect(issuesOf({ ...valid, traits: ["One", "Two"] })).toEqual([{ path: "traits", code: "too_small" }]);
    expect(issuesOf({ ...valid, relationships: ["other-mind", "Not A Slug"] })).toEqual([
      { path: "relationships.1", code: "invalid_format" },
    ]);
  });

  it("prints a readable message", () => {
    const result = personalitySchema.safeParse({ ...valid, consciousness: 120 });
    expect(result.success).toBe(false);
    if (!result.success) expect(z.prettifyError(result.error)).toContain("→ at consciousness");
  });
});

describe("personality catalogue schema", () => {
  const other = { ...valid, id: "other-mind", name: "Other Mind", relationships: ["test-mind", "third-mind"] };
  const third = { ...valid, id: "third-mind", name: "Third Mind", relationships: ["test-mind", "other-mind"] };

  it("accepts records whose relationships resolve", () => {
    expect(personalityCatalogueSchema.safeParse([valid, other, third]).success).toBe(true);
  });

  it("reports duplicates, self-relations and unknown ids by path", () => {
    const result = personalityCatalogueSchema.safeParse([
      valid,
      { ...other, relationships: ["other-mind", "ghost"] },
      { ...third, id: "test-mind" },
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["2.id", "duplicate id test-mind"],
      ["0.relationships.1", "unknown personality third-mind"],
      ["1.relationships.0", "relates to itself"],
      ["1.relationships.1", "unknown personality ghost"],
      ["2.relationships.0", "relates to itself"],
    ]);
  });
});
