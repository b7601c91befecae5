import { describe, expect, it } from "vitest";
import { findPersonality, personalityRelations } from "./personality-lookup";

describe("personality lookup", () => {
  it("finds by id and misses unknown ids", () => {
    expect(findPersonality("eve")?.name).toBe("Eve");
    expect(findPersonality("nobody")).toBeUndefined();
  });

  it("resolves relationships to names in their order", () => {
    const adam = findPersonality("adam");
    expect(adam && personalityRelations(adam)).toEqual([
      { id: "eve", name: "Eve" },
      { id: "nexus-prime", name: "Nexus Prime" },
      { id: "cipher", name: "Cipher" },
      { id: "synapse", name: "Synapse" },
    ]);
  });

  it("skips ids missing from the given catalogue", () => {
    const eve = findPersonality("eve");
    const only = eve ? [eve, { ...eve, id: "adam", name: "Adam" }] : [];
    expect(eve && personalityRelations(eve, only)).toEqual([{ id: "adam", name: "Adam" }]);
  });
});
