import { describe, expect, it } from "vitest";
import type { ClusterApp } from "../schemas/cluster-app.schema";
import { dependentsOf, findDependencyCycle, missingDependencies } from "./cluster-app-dependencies";
import { clusterApps } from "./cluster-apps.data";

const app = (id: string, dependencies: string[]): ClusterApp => ({
  ...(clusterApps[0] as ClusterApp),
  id,
  dependencies,
});

describe("missingDependencies", () => {
  it("is empty for an app without dependencies", () => {
    expect(missingDependencies("smart-scheduler", [])).toEqual([]);
  });

  it("lists indirect dependencies too, in install order", () => {
    expect(missingDependencies("sentiment-radar", [])).toEqual(["data-pipeline", "insight-analytics"]);
    expect(missingDependencies("skill-exchange", [])).toEqual([
      "persona-composer",
      "smart-scheduler",
      "workflow-automator",
    ]);
  });

  it("leaves out what is installed", () => {
    expect(missingDependencies("sentiment-radar", ["data-pipeline"])).toEqual(["insight-analytics"]);
    expect(missingDependencies("skill-exchange", ["workflow-automator", "smart-scheduler"])).toEqual([
      "persona-composer",
    ]);
  });

  it("lists a shared dependency once", () => {
    const apps = [app("a", ["b", "c"]), app("b", ["c"]), app("c", [])];
    expect(missingDependencies("a", [], apps)).toEqual(["c", "b"]);
  });

  it("is empty for an unknown app", () => {
    expect(missingDependencies("nope", [])).toEqual([]);
  });
});

describe("dependentsOf", () => {
  const everything = clusterApps.map((entry) => entry.id);

  it("lists installed apps that need it, directly or not, in catalogue order", () => {
    expect(dependentsOf("smart-scheduler", everything)).toEqual(["workflow-automator", "team-relay", "skill-exchange"]);
    expect(dependentsOf("data-pipeline", everything)).toEqual(["insight-analytics", "sentiment-radar"]);
  });

  it("ignores apps that are not installed", () => {
    expect(dependentsOf("smart-scheduler", ["smart-scheduler", "team-relay"])).toEqual(["team-relay"]);
    expect(dependentsOf("data-pipeline", ["data-pipeline", "sentiment-radar"])).toEqual([]);
  });

  it("is empty for a leaf", () => {
    expect(dependentsOf("skill-exchange", everything)).toEqual([]);
  });
});

describe("findDependencyCycle", () => {
  it("finds none in the catalogue", () => {
    expect(findDependencyCycle(clusterApps)).toBeNull();
  });

  it("finds a cycle when there is one", () => {
    const apps = [app("a", ["b"]), app("b", ["c"]), app("c", ["a"])];
    expect(findDependencyCycle(apps)).toEqual(["a", "b", "c", "a"]);
    expect(findDependencyCycle([app("a", ["a"])])).toEqual(["a", "a"]);
  });
});
