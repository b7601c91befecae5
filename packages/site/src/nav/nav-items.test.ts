import { describe, expect, it } from "vitest";
import { isNavItemActive, sidebarItems } from "./nav-items";

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
});
