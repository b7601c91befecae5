import { describe, expect, it } from "vitest";
import { personalityCategories } from "../schemas/personality.constants";
import { personalityCatalogueSchema } from "../schemas/personality.schema";
import { personalityCatalogue } from "./personalities.data";

const count = <T>(items: readonly T[], pick: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => {
    acc[pick(item)] = (acc[pick(item)] ?? 0) + 1;
    return acc;
  }, {});

describe("personality catalogue", () => {
  it("passes the catalogue schema (records, unique ids and names, valid relationships)", () => {
    const result = personalityCatalogueSchema.safeParse(personalityCatalogue);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("holds 56 personalities: 4 male, 4 female, 48 specialists", () => {
    expect(personalityCatalogue).toHaveLength(56);
    expect(count(personalityCatalogue, (p) => p.gender)).toEqual({ male: 4, female: 4, other: 48 });
  });

  it("has Eve and Adam among the eight core personalities", () => {
    const core = personalityCatalogue.filter((p) => p.gender !== "other").map((p) => `${p.name}:${p.gender}`);
    expect(core).toEqual([
      "Marcus Vale:male",
      "Sophia Chen:female",
      "Aurora Blake:female",
      "Kairos Novak:male",
      "Lyra Santos:female",
      "Orion Hale:male",
      "Eve:female",
      "Adam:male",
    ]);
  });

  it("fills every category and lists them in the spec's order", () => {
    expect(count(personalityCatalogue, (p) => p.category)).toEqual({
      professional: 8,
      educational: 7,
      creative: 7,
      analytical: 6,
      lifestyle: 6,
      finance: 6,
      marketing: 6,
      "cybernetic-elite": 5,
      "cybernetic-legends": 5,
    });
    const order = personalityCatalogue.map((p) => personalityCategories.indexOf(p.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("has unique ids and names", () => {
    expect(new Set(personalityCatalogue.map((p) => p.id)).size).toBe(56);
    expect(new Set(personalityCatalogue.map((p) => p.name.toLowerCase())).size).toBe(56);
  });

  it("relates only to other existing personalities", () => {
    const ids = new Set(personalityCatalogue.map((p) => p.id));
    for (const p of personalityCatalogue) {
      for (const target of p.relationships) {
        expect(ids.has(target), `${p.id} -> ${target}`).toBe(true);
        expect(target).not.toBe(p.id);
      }
    }
  });

  it("features exactly 12 for the widget", () => {
    expect(personalityCatalogue.filter((p) => p.featured).map((p) => p.id)).toEqual([
      "marcus-vale",
      "sophia-chen",
      "aurora-blake",
      "kairos-novak",
      "cipher",
      "lyra-santos",
      "solace",
      "orion-hale",
      "eve",
      "adam",
      "genesis",
      "aeon",
    ]);
  });

  it("keeps consciousness within 84-100 and uses only the three data levels", () => {
    for (const p of personalityCatalogue) {
      expect(p.consciousness).toBeGreaterThanOrEqual(84);
      expect(p.consciousness).toBeLessThanOrEqual(100);
    }
    expect(count(personalityCatalogue, (p) => p.transcendenceLevel)).toEqual({ infinite: 8, cosmic: 22, evolving: 26 });
  });

  it("marks exactly the dormant personalities inactive", () => {
    const dormant = personalityCatalogue.filter((p) => p.widgetStatus === "dormant").map((p) => p.id);
    const inactive = personalityCatalogue.filter((p) => !p.active).map((p) => p.id);
    expect(dormant).toEqual(["cipher", "solace", "hearth", "tally"]);
    expect(inactive).toEqual(dormant);
  });

  it("has no placeholder text", () => {
    const text = JSON.stringify(personalityCatalogue);
    expect(text).not.toMatch(/lorem|ipsum|placeholder|todo|personality \d/i);
  });
});
