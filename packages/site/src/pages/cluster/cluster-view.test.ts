import { type ClusterApp, type CustomerApp, clusterApps } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import {
  categoryOptions,
  conflictAppIds,
  filterClusterApps,
  installConflictText,
  installedAppIds,
  priceLabel,
  uninstallConflictText,
} from "./cluster-view";

const record = (appId: string, isActive: boolean): CustomerApp => ({
  id: `r-${appId}`,
  appId,
  isActive,
  installedAt: "2026-11-22T10:00:00Z",
  lastUsedAt: null,
  app: { displayName: appId, category: "productivity" },
});

describe("cluster view", () => {
  it("counts only active installations", () => {
    expect(installedAppIds([record("data-pipeline", true), record("team-relay", false)])).toEqual(["data-pipeline"]);
  });

  it("searches name and description within a category", () => {
    const apps: ClusterApp[] = [...clusterApps];
    expect(filterClusterApps(apps, "SCHEDULER", "all").map((app) => app.id)).toEqual(["smart-scheduler"]);
    expect(filterClusterApps(apps, "", "analytics").every((app) => app.category === "analytics")).toBe(true);
    expect(filterClusterApps(apps, "no such words anywhere", "all")).toEqual([]);
    expect(categoryOptions(apps).length).toBe(new Set(apps.map((app) => app.category)).size);
  });

  it("labels prices", () => {
    expect(priceLabel({ type: "free" })).toBe("Free");
    expect(priceLabel({ type: "paid", price: 9.99 })).toBe("$9.99");
  });

  it("explains dependency conflicts by name", () => {
    expect(installConflictText("sentiment-radar", clusterApps, [])).toBe(
      "Sentiment Radar needs Data Pipeline Connector, Insight Analytics installed first.",
    );
    expect(uninstallConflictText("smart-scheduler", clusterApps, ["smart-scheduler", "team-relay"])).toBe(
      "Team Relay depends on Smart Scheduler: uninstall it first.",
    );
  });

  it("prefers the apps the server's 409 names", () => {
    const details = { missingDependencies: ["data-pipeline"] };
    expect(conflictAppIds(details, "missingDependencies")).toEqual(["data-pipeline"]);
    expect(conflictAppIds(details, "dependents")).toBeNull();
    expect(conflictAppIds(undefined, "dependents")).toBeNull();
    expect(conflictAppIds({ dependents: [1] }, "dependents")).toBeNull();
    expect(installConflictText("insight-analytics", clusterApps, [], ["data-pipeline"])).toBe(
      "Insight Analytics needs Data Pipeline Connector installed first.",
    );
  });
});
