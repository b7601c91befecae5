import { dashboardOverviewSchema, defaultAgents, defaultIntegrations } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, aiJobs, storageDocuments } from "./db/schema";
import { seedDatabase } from "./db/seed";
import { seedDefaults } from "./db/seed-defaults";
import { pruneByRetention } from "./services/retention.service";
import { createTestHub, type TestHub } from "./testing/test-hub";

let t: TestHub;
const seededDocuments = seedDefaults.storageDocuments?.length ?? 0;

beforeAll(async () => {
  t = await createTestHub();
  await t.handle.db.insert(storageDocuments).values([
    { containerId: "knowledge-base", name: "a.yaml", content: "a: 1", sizeBytes: 4 },
    { containerId: "knowledge-base", name: "b.yaml", content: "b: 2", sizeBytes: 4 },
  ]);
  await t.handle.db.insert(aiJobs).values([
    { kind: "chat", status: "completed", tokens: 10 },
    { kind: "chat", status: "completed", tokens: 12 },
    { kind: "chat", status: "failed" },
    { kind: "image", status: "pending" },
  ]);
  await t.handle.db.insert(activityLog).values([
    {
      actionType: "config_saved",
      description: "Saved agent_behaviors.yaml",
      createdAt: new Date("2026-01-01T10:00:00Z"),
    },
    { actionType: "app_installed", description: "Installed Focus Flow", createdAt: new Date("2026-01-02T10:00:00Z") },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const onlineAgents = defaultAgents.filter((agent) => agent.status === "online").length;

describe("GET /api/dashboard/overview", () => {
  it("answers the overview object from the database and the configs", async () => {
    const response = await t.app.request("/api/dashboard/overview");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      agents: { active: onlineAgents },
      breakthroughs: t.hub.catalogueStats.breakthroughs,
      knowledgeBase: {
        size: seededDocuments + 2,
        categories: 9,
        relationships: t.hub.catalogueStats.relationships,
      },
      integrations: {
        connected: defaultIntegrations.filter((i) => i.status === "connected").length,
        total: defaultIntegrations.length,
      },
      interactions: 3,
      // The card counts the durable queue's jobs (none yet); the AI requests are the interactions.
      queueStats: { pending: 0, processing: 0, completed: 0, failed: 0 },
      recentActions: [
        {
          id: expect.any(String),
          description: "Installed Focus Flow",
          timestamp: "2026-01-02T10:00:00.000Z",
          actionType: "app_installed",
        },
        {
          id: expect.any(String),
          description: "Saved agent_behaviors.yaml",
          timestamp: "2026-01-01T10:00:00.000Z",
          actionType: "config_saved",
        },
      ],
    });
  });

  it("never duplicates seeded rows when seeding again", async () => {
    await seedDatabase(t.handle.db, {
      ...seedDefaults,
      agents: [{ id: "eve", name: "Eve renamed", type: "eve", status: "offline", currentTask: null }],
    });
    const body = dashboardOverviewSchema.parse(await (await t.app.request("/api/dashboard/overview")).json());
    expect(body.agents.active).toBe(onlineAgents);
    expect(body.knowledgeBase.size).toBe(seededDocuments + 2);
  });
});

describe("unknown paths", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await t.app.request("/api/nothing/here", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "route_not_found",
      message: "No API route for POST /api/nothing/here",
    });
  });

  it("answers an unknown non-API path with 404 JSON when no site is served", async () => {
    const response = await t.app.request("/somewhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "route_not_found", message: "Not found: /somewhere" });
  });
});

describe("retention from database_config.yaml", () => {
  it("prunes activity older than activityLogDays and AI requests older than aiJobsDays", async () => {
    const now = Date.parse("2026-01-10T00:00:00Z");
    await pruneByRetention(t.handle.db, { activityLogDays: 8, aiJobsDays: 3650, supportTicketsDays: 3650 }, now);
    const overview = dashboardOverviewSchema.parse(await (await t.app.request("/api/dashboard/overview")).json());
    expect(overview.recentActions.map((action) => action.description)).toEqual(["Installed Focus Flow"]);
    expect(overview.interactions).toBe(3);
  });
});

describe("the Message Queue card", () => {
  it("counts queued jobs as pending until a worker takes them", async () => {
    await t.hub.queue.define("overview-count");
    await t.hub.queue.send("overview-count", {});
    await t.hub.queue.send("overview-count", {});
    const overview = dashboardOverviewSchema.parse(await (await t.app.request("/api/dashboard/overview")).json());
    expect(overview.queueStats).toEqual({ pending: 2, processing: 0, completed: 0, failed: 0 });
  });
});
