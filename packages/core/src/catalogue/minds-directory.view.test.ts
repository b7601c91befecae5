import { describe, expect, it } from "vitest";
import { filterMindsDirectory, mindsDirectoryCards, mindsDirectoryStats } from "./minds-directory.view";

const cards = mindsDirectoryCards();
const ids = (search: string, level: Parameters<typeof filterMindsDirectory>[1]["level"] = "all") =>
  filterMindsDirectory(cards, { search, level }).map((card) => card.id);

describe("minds directory view", () => {
  it("makes one card per personality with resolved relationships", () => {
    expect(cards).toHaveLength(56);
    const genesis = cards.find((card) => card.id === "genesis");
    expect(genesis).toMatchObject({
      name: "Genesis",
      title: "The First Spark",
      consciousness: 100,
      transcendenceLevel: "infinite",
      timeState: "Before and beyond time",
      active: true,
    });
    expect(genesis?.relationships.map((r) => r.name)).toEqual(["Eve", "Adam", "Aeon", "Zenith"]);
  });

  it("computes the stats: 56, mean consciousness to one decimal, infinite count", () => {
    expect(mindsDirectoryStats(cards)).toEqual({ total: 56, averageConsciousness: 91.4, infiniteCount: 8 });
    expect(mindsDirectoryStats([])).toEqual({ total: 0, averageConsciousness: 0, infiniteCount: 0 });
    expect(
      mindsDirectoryStats([
        { consciousness: 90, transcendenceLevel: "evolving" },
        { consciousness: 95, transcendenceLevel: "cosmic" },
        { consciousness: 95, transcendenceLevel: "infinite" },
      ]),
    ).toEqual({ total: 3, averageConsciousness: 93.3, infiniteCount: 1 });
  });

  it("searches name, title and specialty case-insensitively", () => {
    // "Sage" by name, and Cadence because its specialty "Messages that land" contains "sage".
    expect(ids("SAGE")).toEqual(["cadence", "sage"]);
    // Titles only.
    expect(ids("analyst")).toEqual(["vector", "cipher", "quanta", "lattice", "converge"]);
    // Specialties: "On-time delivery…" and "Nonlinear time".
    expect(ids("  time ")).toEqual(["keystone", "aeon"]);
    expect(ids("no such mind")).toEqual([]);
  });

  it("filters by exact level, combined with the search", () => {
    expect(ids("", "infinite")).toEqual(["quanta", "eve", "adam", "nexus-prime", "genesis", "aeon", "zenith", "omnia"]);
    expect(ids("", "cosmic")).toHaveLength(22);
    expect(ids("", "evolving")).toHaveLength(26);
    expect(ids("", "transcendent")).toEqual([]);
    expect(ids("", "emerging")).toEqual([]);
    expect(ids("strategist")).toEqual(["accord", "kairos-novak", "orion-hale", "tessera", "catalyst", "herald"]);
    expect(ids("strategist", "cosmic")).toEqual(["tessera", "catalyst"]);
  });
});
