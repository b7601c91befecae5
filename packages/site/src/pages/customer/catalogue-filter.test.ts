import type { AiModel } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { filterCatalogue } from "./catalogue-filter";

const model = (id: string, category: AiModel["category"], expertise: string[]): AiModel => ({
  id,
  displayName: id.toUpperCase(),
  category,
  description: `${id} helps`,
  personalityTraits: { primary: ["calm"] },
  expertise,
  appearance: { style: "modern" },
  voiceStyle: "warm",
});
const models = [model("ada", "analytical", ["Statistics", "Forecasting"]), model("bo", "creative", ["Poetry"])];

describe("filterCatalogue", () => {
  it("keeps everything with no query and all categories", () => {
    expect(filterCatalogue(models, { query: "  ", category: "all" })).toEqual(models);
  });
  it("matches any case in the name, description, traits and every expertise item", () => {
    expect(filterCatalogue(models, { query: "forecast", category: "all" }).map((m) => m.id)).toEqual(["ada"]);
    expect(filterCatalogue(models, { query: "BO", category: "all" }).map((m) => m.id)).toEqual(["bo"]);
  });
  it("combines the query with the category", () => {
    expect(filterCatalogue(models, { query: "calm", category: "creative" }).map((m) => m.id)).toEqual(["bo"]);
    expect(filterCatalogue(models, { query: "poetry", category: "analytical" })).toEqual([]);
  });
});
