import { createEngineStore, createUniversalOperationsEngine } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { allPersonalityNames } from "./personality-names";
import { seedOption } from "./seed-option";

describe("the showcase's ?seed=", () => {
  it("takes an integer and ignores anything else", () => {
    expect(seedOption("?seed=4")).toEqual({ seed: 4 });
    expect(seedOption("seed=0&x=1")).toEqual({ seed: 0 });
    for (const search of ["", "?seed=", "?seed=abc", "?seed=1.5", "?seed=1e400", "?other=4"]) {
      expect(seedOption(search), search).toEqual({});
    }
  });

  it("gives a live page the same start for the same seed and clock", () => {
    const start = (search: string) =>
      createEngineStore(createUniversalOperationsEngine(allPersonalityNames), {
        ...seedOption(search),
        clock: () => 1_773_480_413_000,
      }).store.getState();
    expect(start("?seed=4")).toEqual(start("?seed=4"));
    expect(start("?seed=4")).not.toEqual(start("?seed=5"));
  });
});
