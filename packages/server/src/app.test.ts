import { dashboardOverviewSchema } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { activityLog, aiJobs, storageDocuments } from "./db/schema";
import { seedDatabase } from "./db/seed";

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openDatabase({});
  await seedDatabase(handle.db, {
    agents: [
      { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Guiding" },
      { id: "adam", name: "Adam", type: "adam", status: "processing", currentTask: "Reviewing" },
      { id: "zero", name: "Agent Zero", type: "zero", status: "online", currentTask: "Supervising" },
    ],
    integrations: [
      { id: "slack", name: "Slack", type: "desktop", status: "connected" },
      { id: "ios", name: "iOS", type: "mobile", status: "disconnected" },
    ],
    storageContainers: [
      {
        id: "shared",
        displayName: "Shared",
        description: "Shared notes",
        category: "knowledge",
        maxSize: 1024,
        storageType: "shared",
      },
    ],
  });
  await handle.db.insert(storageDocuments).values([
    { containerId: "shared", name: "a.yaml", content: "a: 1", sizeBytes: 4 },
    { containerId: "shared", name: "b.yaml", content: "b: 2", sizeBytes: 4 },
  ]);
  await handle.db.insert(aiJobs).values([
    { kind: "chat", status: "completed", tokens: 10 },
    { kind: "chat", status: "completed", tokens: 12 },
    { kind: "chat", status: "failed" },
    { kind: "image", status: "pending" },
  ]);
  await handle.db.insert(activityLog).values([
    {
      actionType: "config_saved",
      description: "Saved agent_behaviors.yaml",
      createdAt: new Date("2026-01-01T10:00:00Z"),
    },
    { actionType: "app_installed", description: "Installed Focus Flow", createdAt: new Date("2026-01-02T10:00:00Z") },
  ]);
  app = createApp({ db: handle.db, catalogueStats: { breakthroughs: 212, categories: 9, relationships: 154 } });
});

afterAll(async () => {
  await handle?.close();
});

describe("GET /api/dashboard/overview", () => {
  it("answers the overview object from the database", async () => {
    const response = await app.request("/api/dashboard/overview");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      agents: { active: 2 },
      breakthroughs: 212,
      knowledgeBase: { size: 2, categories: 9, relationships: 154 },
      integrations: { connected: 1, total: 2 },
      interactions: 3,
      queueStats: { pending: 1, processing: 0, completed: 2, failed: 1 },
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
    await seedDatabase(handle.db, {
      agents: [{ id: "eve", name: "Eve renamed", type: "eve", status: "offline", currentTask: null }],
      integrations: [],
      storageContainers: [],
    });
    const body = dashboardOverviewSchema.parse(await (await app.request("/api/dashboard/overview")).json());
    expect(body.agents.active).toBe(2);
  });
});

describe("unknown paths", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await app.request("/api/nothing/here", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No API route for POST /api/nothing/here" });
  });

  it("answers an unknown non-API path with 404 JSON when no site is served", async () => {
    const response = await app.request("/somewhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found: /somewhere" });
  });
});
