import { type ClusterApp, type CustomerApp, clusterApps, HttpError } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import {
  categoryOptions,
  conflictAppIds,
  filterClusterApps,
  installConflictText,
  installedAppIds,
  installFailedToast,
  priceLabel,
  uninstallConflictText,
  uninstallFailedToast,
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

  it("keeps spec 000's failure toast texts and puts the reason on a second line", () => {
    const refused = new HttpError(
      409,
      "Conflict",
      JSON.stringify({
        code: "missing_dependencies",
        message: "Install its dependencies first",
        details: { missingDependencies: ["data-pipeline"] },
      }),
    );
    expect(installFailedToast(refused, "insight-analytics", clusterApps, [])).toEqual({
      title: "Installation Failed",
      description: "Failed to install the app. Please try again.",
      variant: "destructive",
      detail: "Insight Analytics needs Data Pipeline Connector installed first.",
    });
    const broken = new HttpError(
      500,
      "Server Error",
      JSON.stringify({ code: "internal_error", message: "The database is unavailable." }),
    );
    expect(installFailedToast(broken, "insight-analytics", clusterApps, [])).toMatchObject({
      description: "Failed to install the app. Please try again.",
      detail: "The database is unavailable.",
    });
    expect(installFailedToast(new TypeError("Failed to fetch"), "x", clusterApps, [])).toEqual({
      title: "Installation Failed",
      description: "Failed to install the app. Please try again.",
      variant: "destructive",
    });
    const inUse = new HttpError(
      409,
      "Conflict",
      JSON.stringify({ code: "app_has_dependents", message: "x", details: { dependents: ["team-relay"] } }),
    );
    expect(uninstallFailedToast(inUse, "smart-scheduler", clusterApps, ["smart-scheduler", "team-relay"])).toEqual({
      title: "Uninstall Failed",
      description: "Failed to uninstall the app. Please try again.",
      variant: "destructive",
      detail: "Team Relay depends on Smart Scheduler: uninstall it first.",
    });
  });
});
