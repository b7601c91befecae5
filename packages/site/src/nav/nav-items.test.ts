import { describe, expect, it } from "vitest";
import { screenPaths, siteRoutes } from "../routing/site-route-list";
import { isNavItemActive, type NavItem, sidebarItems } from "./nav-items";
import { topNavItems } from "./top-nav-items";

const highlighted = (items: readonly NavItem[], path: string) =>
  items.filter((item) => isNavItemActive(item.href, path, screenPaths(path))).map((item) => item.label);

describe("sidebar navigation", () => {
  it("lists the six items of the spec in order", () => {
    expect(sidebarItems.map((item) => `${item.label} ${item.href}`)).toEqual([
      "My Dashboard /",
      "My AI Personalities /agents",
      "Personality Config /config",
      "My Integrations /integrations",
      "Performance /monitoring",
      "Activity History /logs",
    ]);
  });

  it("matches '/' exactly and the others by prefix", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/agents")).toBe(false);
    expect(isNavItemActive("/agents", "/agents")).toBe(true);
    expect(isNavItemActive("/agents", "/agents/eve")).toBe(true);
    expect(isNavItemActive("/agents", "/agentsx")).toBe(false);
    expect(isNavItemActive("/logs", "/")).toBe(false);
  });

  it("highlights a screen's item at each of its aliases (spec 001's route table)", () => {
    expect(highlighted(topNavItems, "/dashboard")).toEqual(["Dashboard"]);
    expect(highlighted(topNavItems, "/ai-browser")).toEqual(["AI Browser"]);
    expect(highlighted(topNavItems, "/cluster-interface")).toEqual(["Cluster Apps"]);
    expect(highlighted(topNavItems, "/storage")).toEqual(["YAML Storage"]);
    expect(highlighted(topNavItems, "/minds-hub")).toEqual([]);
    expect(highlighted(topNavItems, "/")).toEqual(["Home"]);
  });

  it("highlights the same items at every path of a screen", () => {
    for (const route of siteRoutes) {
      for (const items of [topNavItems, sidebarItems]) {
        const first = highlighted(items, route.paths[0] ?? "");
        for (const path of route.paths) expect(highlighted(items, path), path).toEqual(first);
      }
    }
  });
});
