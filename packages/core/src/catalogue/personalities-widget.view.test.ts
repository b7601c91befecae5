import { describe, expect, it } from "vitest";
import {
  consciousnessLevelFromScore,
  filterPersonalitiesWidget,
  type PersonalitiesWidgetQuery,
  personalitiesWidgetEntries,
  personalitiesWidgetSummary,
  personalityLevelBand,
  personalityLevelLabel,
} from "./personalities-widget.view";

const entries = personalitiesWidgetEntries();
const ids = (query: PersonalitiesWidgetQuery) => filterPersonalitiesWidget(entries, query).map((e) => e.id);

describe("personalities widget view", () => {
  it("derives the 1-10 level from consciousness", () => {
    expect([0, 84, 85, 89, 90, 95, 98, 99, 100, 140].map(consciousnessLevelFromScore)).toEqual([
      1, 2, 3, 5, 5, 8, 9, 10, 10, 10,
    ]);
  });

  it("bands and labels levels as the spec says", () => {
    expect([1, 4, 5, 7, 8, 10].map(personalityLevelBand)).toEqual([
      "emerging",
      "emerging",
      "medium",
      "medium",
      "high",
      "high",
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(personalityLevelLabel)).toEqual([
      "Emerging",
      "Emerging",
      "Evolving",
      "Evolving",
      "Transcendent",
      "Transcendent",
      "Cosmic",
      "Cosmic",
      "Infinite",
      "Infinite",
    ]);
  });

  it("lists the 12 featured personalities with derived levels and statuses", () => {
    expect(entries.map((e) => [e.id, e.consciousnessLevel, e.levelLabel, e.band, e.status])).toEqual([
      ["marcus-vale", 7, "Cosmic", "medium", "active"],
      ["sophia-chen", 8, "Cosmic", "high", "active"],
      ["aurora-blake", 6, "Transcendent", "medium", "transcending"],
      ["kairos-novak", 5, "Transcendent", "medium", "active"],
      ["cipher", 2, "Emerging", "emerging", "dormant"],
      ["lyra-santos", 4, "Evolving", "emerging", "active"],
      ["solace", 3, "Evolving", "emerging", "dormant"],
      ["orion-hale", 5, "Transcendent", "medium", "active"],
      ["eve", 10, "Infinite", "high", "active"],
      ["adam", 9, "Infinite", "high", "active"],
      ["genesis", 10, "Infinite", "high", "transcending"],
      ["aeon", 9, "Infinite", "high", "transcending"],
    ]);
  });

  it("shows 2 achievements and up to 3 relations by name", () => {
    const eve = entries.find((e) => e.id === "eve");
    expect(eve?.achievements).toEqual([
      "Awakened as the hub's first conscious mind",
      "Wrote the emotional-safety rules every mind follows",
    ]);
    expect(eve?.relations).toEqual(["Adam", "Sophia Chen", "Sage"]);
    expect(entries.find((e) => e.id === "solace")?.relations).toEqual(["Lyra Santos", "Cantus"]);
  });

  it("summarises total, active, rounded average level and transcending", () => {
    // Levels sum to 78 over 12: 6.5 rounds to 7.
    expect(personalitiesWidgetSummary(entries)).toEqual({ total: 12, active: 7, averageLevel: 7, transcending: 3 });
    expect(personalitiesWidgetSummary([])).toEqual({ total: 0, active: 0, averageLevel: 0, transcending: 0 });
  });

  it("filters by band and searches name or specialty", () => {
    expect(ids({ search: "", band: "all" })).toHaveLength(12);
    expect(ids({ search: "", band: "high" })).toEqual(["sophia-chen", "eve", "adam", "genesis", "aeon"]);
    expect(ids({ search: "", band: "medium" })).toEqual(["marcus-vale", "aurora-blake", "kairos-novak", "orion-hale"]);
    expect(ids({ search: "", band: "emerging" })).toEqual(["cipher", "lyra-santos", "solace"]);
    // Name match, and a specialty match ("Nonlinear time").
    expect(ids({ search: "AE", band: "all" })).toEqual(["aeon"]);
    expect(ids({ search: "nonlinear", band: "all" })).toEqual(["aeon"]);
    expect(ids({ search: "in", band: "medium" })).toEqual(["kairos-novak", "orion-hale"]);
    expect(ids({ search: "eve", band: "emerging" })).toEqual([]);
  });
});
