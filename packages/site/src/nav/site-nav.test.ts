import { describe, expect, it } from "vitest";
import { isSitePath, screenPaths, siteRoutes } from "../routing/site-route-list";
import { currentNavHref, sidebarItems } from "./nav-items";
import { siteNavGroups } from "./site-nav";
import { topNavItems } from "./top-nav-items";

const all = siteNavGroups.flatMap((group) => group.items);

describe("the app shell's sidebar", () => {
  it("starts with spec 000's six sidebar items, in order", () => {
    expect(siteNavGroups[0]?.items).toBe(sidebarItems);
  });

  it("gives each place one name: no href twice, no label twice", () => {
    expect(new Set(all.map((item) => item.href)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.label)).size).toBe(all.length);
  });

  it("links only to screens the router shows", () => {
    for (const item of all) expect(isSitePath(item.href), item.href).toBe(true);
  });

  it("reaches every screen of the route table, either itself or through the spec's top bar", () => {
    // /sign-in is where invitation and reset links land; the shell's account corner signs in in place.
    const reachable = new Set([...all, ...topNavItems].map((item) => item.href).concat("/sign-in"));
    for (const route of siteRoutes) {
      expect(
        route.paths.some((path) => reachable.has(path)),
        route.paths.join(" "),
      ).toBe(true);
    }
  });

  it("uses the top bar's own names for the places both hold", () => {
    for (const top of topNavItems) {
      const inSidebar = all.find((item) => item.href === top.href);
      if (inSidebar && top.href !== "/") expect(inSidebar.label).toBe(top.label);
    }
  });

  it("marks one item per screen, the most specific: /customer/usage is API Usage, not also Personalities", () => {
    const hrefs = all.map((item) => item.href);
    const label = (path: string) =>
      all.find((item) => item.href === currentNavHref(hrefs, path, screenPaths(path)))?.label;
    expect(label("/customer/usage")).toBe("API Usage");
    expect(label("/customer")).toBe("Personalities");
    expect(label("/storage")).toBe("YAML Storage");
    expect(label("/agents/eve")).toBe("My AI Personalities");
    expect(label("/")).toBe("My Dashboard");
  });
});
