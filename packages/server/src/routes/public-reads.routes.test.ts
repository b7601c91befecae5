import {
  agentListSchema,
  aiModelSchema,
  customerSchema,
  defaultAgents,
  defaultIntegrations,
  defaultStorageContainers,
  integrationListSchema,
  listAiModels,
  storageStatisticsSchema,
  systemMetricListSchema,
} from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../db/schema";
import { seedDefaults } from "../db/seed-defaults";
import { hashApiKey } from "../services/customers.service";
import { json } from "../testing/json";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;

beforeAll(async () => {
  t = await createTestHub();
});
afterAll(async () => {
  await t?.close();
});

const get = async <T = unknown>(path: string, headers: Record<string, string> = {}) => {
  const response = await t.app.request(path, { headers });
  return { status: response.status, body: await json<T>(response) };
};

describe("customers", () => {
  it("answers 401 without the administrator session, so accounts cannot be read or enumerated", async () => {
    for (const id of ["1", "2", "42", "abc"]) expect((await get(`/api/customers/${id}`)).status).toBe(401);
  });

  it("answers the demo customer with only the 8-character key prefix", async () => {
    const { status, body } = await get("/api/customers/1", { cookie: await t.login() });
    expect(status).toBe(200);
    const customer = customerSchema.parse(body);
    expect(customer).toMatchObject({ id: 1, firstName: "Ada", plan: "pro", apiQuota: 10_000, apiUsed: 0 });
    expect(customer.apiKey).toHaveLength(8);
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, 1));
    expect(row?.apiKeyPrefix).toBe(customer.apiKey);
    expect(row?.apiKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.apiKeyHash).not.toContain(customer.apiKey);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const admin = { cookie: await t.login() };
    expect(await get("/api/customers/abc", admin)).toEqual({
      status: 400,
      body: {
        code: "invalid_request",
        message: "Invalid path parameters",
        details: [{ path: "id", message: "must be a positive whole number" }],
      },
    });
    expect((await get("/api/customers/0", admin)).status).toBe(400);
    expect((await get("/api/customers/99999999999", admin)).status).toBe(400);
    expect(await get("/api/customers/42", admin)).toEqual({
      status: 404,
      body: { code: "customer_not_found", message: "No customer with id 42" },
    });
  });

  it("hashes keys with sha-256", () => {
    expect(hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("catalogue and directory reads", () => {
  it("answers the AI models of the catalogue", async () => {
    const { body } = await get<unknown[]>("/api/ai-models");
    expect(body).toEqual(listAiModels());
    expect(body.length).toBe(56);
    for (const model of body) aiModelSchema.parse(model);
  });

  it("answers the agents and integrations of the YAML configs", async () => {
    const agents = agentListSchema.parse((await get("/api/agents")).body);
    expect(agents.map((a) => a.id).sort()).toEqual(defaultAgents.map((a) => a.id).sort());
    const integrations = integrationListSchema.parse((await get("/api/integrations")).body);
    expect(integrations.length).toBe(defaultIntegrations.length);
  });
});

describe("storage", () => {
  it("counts containers and the seeded documents", async () => {
    const stats = storageStatisticsSchema.parse((await get("/api/yaml-storage/statistics")).body);
    const documents = seedDefaults.storageDocuments?.length ?? 0;
    expect(stats).toEqual({
      containers: defaultStorageContainers.length,
      documents,
      // A fresh hub remembers nothing yet: memory counts real entries (memory-store.test.ts adds some).
      memorySpaces: 0,
      memoryEntries: 0,
    });
  });

  it("filters containers by storage type and refuses an unknown one", async () => {
    const shared = (await get<{ id: string }[]>("/api/yaml-storage/containers?storageType=shared")).body;
    expect(shared.map((c) => c.id).sort()).toEqual(
      defaultStorageContainers
        .filter((c) => c.storageType === "shared")
        .map((c) => c.id)
        .sort(),
    );
    expect((await get<unknown[]>("/api/yaml-storage/containers")).body.length).toBe(defaultStorageContainers.length);
    expect(await get("/api/yaml-storage/containers?storageType=cloud")).toEqual({
      status: 400,
      body: {
        code: "unknown_storage_type",
        message: "Unknown storageType: cloud",
        details: { allowed: ["shared", "private", "system"] },
      },
    });
  });
});

describe("system metrics", () => {
  it("answers cpu, memory and network as numeric strings", async () => {
    const metrics = systemMetricListSchema.parse((await get("/api/system/metrics")).body);
    expect(metrics.map((m) => m.metricType)).toEqual(["cpu", "memory", "network"]);
    const memory = Number(metrics[1]?.value);
    expect(memory).toBeGreaterThan(0);
    expect(memory).toBeLessThanOrEqual(100);
  });
});
