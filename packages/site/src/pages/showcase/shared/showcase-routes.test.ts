import { describe, expect, it } from "vitest";
import { showcaseRoutes } from "../../../routing/showcase.routes";
import { siteRoutes } from "../../../routing/site-routes";
import { showcaseNavLinks } from "./showcase-nav";

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

  it("link to spec 001's other links (Minds Hub, Cluster Interface, AI Personalities), each a site route", () => {
    expect(showcaseNavLinks.slice(0, 3)).toEqual([
      { href: "/hub", label: "Minds Hub" },
      { href: "/cluster", label: "Cluster Interface" },
      { href: "/customer", label: "AI Personalities" },
    ]);
    const paths = siteRoutes.flatMap((route) => route.paths);
    for (const link of showcaseNavLinks) expect(paths).toContain(link.href);
  });
});
