import { describe, expect, it } from "vitest";
import { clusterAppCategories, clusterAppListSchema } from "../schemas/cluster-app.schema";
import { clusterApps, findClusterApp } from "./cluster-apps.data";

describe("cluster apps", () => {
  it("are the 8 apps of the spec, all valid, with distinct ids", () => {
    expect(clusterAppListSchema.parse(clusterApps)).toEqual(clusterApps);
    expect(clusterApps).toHaveLength(8);
    expect(new Set(clusterApps.map((app) => app.id)).size).toBe(8);
  });

  it("use every styled category", () => {
    expect(new Set(clusterApps.map((app) => app.category))).toEqual(new Set(clusterAppCategories));
  });

  it("depend only on apps of the catalogue, and at least two apps depend on others", () => {
    const ids = new Set(clusterApps.map((app) => app.id));
    for (const app of clusterApps) {
      for (const dependency of app.dependencies) expect(ids).toContain(dependency);
      expect(app.dependencies).not.toContain(app.id);
    }
    expect(clusterApps.filter((app) => app.dependencies.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("offer at least one skill each, with names unique within the app", () => {
    for (const app of clusterApps) {
      expect(app.skills.length).toBeGreaterThan(0);
      const names = app.skills.map((skill) => skill.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("mix free and paid pricing", () => {
    expect(clusterApps.filter((app) => app.pricing.type === "paid").map((app) => app.id)).toEqual([
      "insight-analytics",
      "workflow-automator",
      "persona-composer",
    ]);
  });

  it("are found by id", () => {
    expect(findClusterApp("team-relay")?.displayName).toBe("Team Relay");
    expect(findClusterApp("nope")).toBeUndefined();
  });
});
