import { describe, expect, it } from "vitest";
import { showcaseRoutes } from "../../../routing/showcase.routes";

describe("the showcase routes", () => {
  it("claim every alias of spec 001's route table, bare", () => {
    expect(showcaseRoutes.map((route) => [route.title, route.paths])).toEqual([
      ["Consciousness Hub", ["/consciousness", "/massive-mind", "/nonlinear-time"]],
      ["Universal Operations", ["/universal-operations", "/cosmic-enhancement", "/linear-insights"]],
      ["Idea Cosmos", ["/idea-cosmos", "/human-ideas", "/cosmic-ripples"]],
      ["Human Growth", ["/human-growth", "/growth-center", "/transcendence"]],
      ["Agent Zero", ["/agent-zero", "/zero-core", "/autonomous"]],
      ["Minds Directory", ["/minds-directory", "/all-minds", "/56-personalities"]],
      ["FAQ", ["/faq", "/help", "/questions"]],
      ["Support Center", ["/support", "/contact"]],
      ["Administrator Portal", ["/admin-portal", "/super-admin", "/portal"]],
    ]);
    expect(new Set(showcaseRoutes.map((route) => route.layout))).toEqual(new Set(["bare"]));
  });
});
