import { describe, expect, it } from "vitest";
import { getAgents } from "./agents.api";
import { apiQueryKeys } from "./api-paths";
import { installFakeFetch } from "./http-fake.testing";
import { getIntegrations } from "./integrations.api";
import { getDashboardOverview } from "./overview.api";
import { getSystemMetrics } from "./system-metrics.api";

const overview = {
  agents: { active: 2 },
  breakthroughs: 3,
  knowledgeBase: { size: 10, categories: 2, relationships: 5 },
  integrations: { connected: 1, total: 2 },
  interactions: 7,
  queueStats: { pending: 0, processing: 1, completed: 120, failed: 0 },
  recentActions: [],
};

describe("dashboard calls", () => {
  it("GET the polled lists", async () => {
    const agents = [{ id: "eve", name: "Eve", type: "eve", status: "online", currentTask: null }];
    const integrations = [{ id: "slack", name: "Slack", type: "web", status: "connected" }];
    const metrics = [{ metricType: "cpu", value: "12.5" }];
    const { calls } = installFakeFetch(
      { body: JSON.stringify(metrics) },
      { body: JSON.stringify(integrations) },
      { body: JSON.stringify(overview) },
      { body: JSON.stringify(agents) },
    );
    expect(await getSystemMetrics()).toEqual(metrics);
    expect(await getIntegrations()).toEqual(integrations);
    expect(await getDashboardOverview()).toEqual(overview);
    expect(await getAgents()).toEqual(agents);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "GET /api/system/metrics",
      "GET /api/integrations",
      "GET /api/dashboard/overview",
      "GET /api/agents",
    ]);
    expect(calls.every((call) => call.init.body === undefined && call.init.credentials === "include")).toBe(true);
  });

  it("keys the queries by their paths", () => {
    expect(apiQueryKeys.overview).toEqual(["/api/dashboard/overview"]);
    expect(apiQueryKeys.configFile("oversight_rules.yaml")).toEqual(["/api/config", "oversight_rules.yaml"]);
  });

  it("rejects an agent of unknown status", async () => {
    installFakeFetch({ body: '[{"id":"a","name":"A","type":"eve","status":"sleeping","currentTask":null}]' });
    await expect(getAgents()).rejects.toThrow(/status/);
  });
});
