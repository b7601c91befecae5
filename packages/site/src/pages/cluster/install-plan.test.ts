import { type ClusterApp, type ClusterInstall, clusterApps } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { installAction, installConfirmation, installedWithText, installPlan } from "./install-plan";

const app = (id: string): ClusterApp => {
  const found = clusterApps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no app ${id}`);
  return found;
};
const plan = (id: string, installed: string[] = []) => installPlan(app(id), clusterApps, installed);

describe("install plan", () => {
  it("lists every app needed, indirect ones too, in install order, marking those installed", () => {
    const radar = plan("sentiment-radar", ["data-pipeline"]);
    expect(radar.needs.map(({ app, installed }) => [app.id, installed])).toEqual([
      ["data-pipeline", true],
      ["insight-analytics", false],
    ]);
    expect(radar.missing.map((needed) => needed.id)).toEqual(["insight-analytics"]);
    expect(plan("smart-scheduler").needs).toEqual([]);
  });

  it("labels the Install button with the dependencies that go in first", () => {
    expect(installAction(plan("smart-scheduler"))).toEqual({
      label: "Install",
      accessibleName: "Install Smart Scheduler",
    });
    expect(installAction(plan("team-relay"))).toEqual({
      label: "Install with 1 dependency",
      accessibleName: "Install with 1 dependency: Team Relay",
    });
    expect(installAction(plan("skill-exchange")).label).toBe("Install with 3 dependencies");
    expect(installAction(plan("team-relay", ["smart-scheduler"])).label).toBe("Install");
  });

  it("asks before a paid install, naming the app and its price a month", () => {
    expect(installConfirmation(plan("persona-composer"))).toEqual({
      title: "Install Persona Composer for $24.99/month?",
      description: "You can uninstall it at any time.",
    });
    expect(installConfirmation(plan("workflow-automator", ["smart-scheduler"]))?.title).toBe(
      "Install Workflow Automator for $9.99/month?",
    );
  });

  it("counts paid dependencies, a free app's too, and names each with its price", () => {
    // 24.99 + 9.99 is 34.980000000000004 in floating point.
    expect(installConfirmation(plan("skill-exchange"))).toEqual({
      title: "Install Skill Exchange with 3 dependencies for $34.98/month?",
      description:
        "Installed first: Persona Composer ($24.99/month), Smart Scheduler (Free), Workflow Automator ($9.99/month). " +
        "You can uninstall them at any time.",
    });
    expect(installConfirmation(plan("sentiment-radar"))?.title).toBe(
      "Install Sentiment Radar with 2 dependencies for $14.99/month?",
    );
  });

  it("installs a free app with free dependencies without asking", () => {
    expect(installConfirmation(plan("team-relay"))).toBeNull();
    expect(installConfirmation(plan("sentiment-radar", ["data-pipeline", "insight-analytics"]))).toBeNull();
  });

  it("shows whole-dollar sums without cents", () => {
    const priced = (id: string, price: number): ClusterApp => ({
      ...app(id),
      pricing: { type: "paid", price },
      dependencies: [],
    });
    const apps = [priced("smart-scheduler", 2.5), { ...priced("team-relay", 7.5), dependencies: ["smart-scheduler"] }];
    const [scheduler, relay] = apps;
    if (!scheduler || !relay) throw new Error("no apps");
    expect(installConfirmation(installPlan(relay, apps, []))?.title).toBe(
      "Install Team Relay with 1 dependency for $10/month?",
    );
    expect(installConfirmation(installPlan(scheduler, apps, []))?.title).toBe(
      "Install Smart Scheduler for $2.50/month?",
    );
  });

  it("names the dependencies the server installed with the app", () => {
    const record = (appId: string, displayName: string): ClusterInstall["installedDependencies"][number] => ({
      id: appId,
      appId,
      isActive: true,
      installedAt: "2026-11-22T10:00:00Z",
      lastUsedAt: null,
      app: { displayName, category: "analytics" },
    });
    const result: ClusterInstall = {
      ...record("sentiment-radar", "Sentiment Radar"),
      installedDependencies: [
        record("data-pipeline", "Data Pipeline Connector"),
        record("insight-analytics", "Insight Analytics"),
      ],
    };
    expect(installedWithText(result)).toBe("Installed with it: Data Pipeline Connector, Insight Analytics.");
    expect(installedWithText({ ...result, installedDependencies: [] })).toBeUndefined();
  });
});
