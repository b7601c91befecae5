// The hub's MCP server at /mcp, driven by the official MCP client over streamable HTTP against the whole app
// (the one assembly main.ts serves) on a real port.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerApps, skillRuns } from "../db/schema";
import { bookedUsageOf, insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";

let t: TestGatewayApp;
let server: ReturnType<typeof serve>;
let mcpUrl: URL;
let adminCookie: string;
let customerKey: string;
let customerId: number;
const clients: Client[] = [];

const adminCall = async (method: string, path: string, body?: unknown) => {
  const response = await t.app.request(path, {
    method,
    headers: { cookie: adminCookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
};

/** An MCP client connected with these headers (a customer key or the admin cookie). */
async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "hub-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** The JSON a tool answered as text. */
const textOf = (result: { content?: unknown }) => {
  const [first] = (result.content ?? []) as { type: string; text?: string }[];
  return JSON.parse(first?.text ?? "null") as unknown;
};

beforeAll(async () => {
  t = await createTestGatewayApp();
  adminCookie = await t.test.login();
  ({ apiKey: customerKey, id: customerId } = await insertTestCustomer(t.test.hub.db));
  // The customer's own apps: a planner, a one-call language skill, and one that needs approval.
  await t.test.hub.db
    .insert(customerApps)
    .values(["smart-scheduler", "sentiment-radar", "data-pipeline"].map((appId) => ({ customerId, appId })));
  await adminCall("POST", "/api/cluster/install/smart-scheduler");
  await adminCall("POST", "/api/cluster/install/data-pipeline");
  await adminCall("POST", "/api/yaml-storage/containers", {
    id: "mcp-handbook",
    displayName: "MCP handbook",
    category: "knowledge",
    maxSize: 100_000,
    encryptionEnabled: false,
  });
  await adminCall("POST", "/api/yaml-storage/containers/mcp-handbook/documents", {
    title: "Returns policy",
    content: "Returned parcels are inspected by the warehouse within two working days.",
  });
  await adminCall("POST", "/api/memory/eve/entries", { subject: "user-7", content: "Keeps three beehives in Bergen." });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  mcpUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
}, 60_000);
afterAll(async () => {
  for (const client of clients) await client.close();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const apiUsed = () => bookedUsageOf(t.test.hub.db, () => t.gateway.quotas.flush(), customerId);

/** The first message of an MCP session, sent by hand to read the HTTP answer. */
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
};

describe("the hub as an MCP server", () => {
  it("lists the installed apps' skills with their input schema, knowledge_search and memory_recall", async () => {
    const client = await connect({ cookie: adminCookie });
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "smart-scheduler__plan-day",
        "smart-scheduler__find-slot",
        "knowledge_search",
        "memory_recall",
        "remember",
      ]),
    );
    // Only installed apps: Persona Composer is in the catalogue but not installed.
    expect(names.some((name) => name.startsWith("persona-composer__"))).toBe(false);
    expect(tools.find((tool) => tool.name === "smart-scheduler__find-slot")?.inputSchema).toMatchObject({
      type: "object",
      properties: { durationMinutes: { type: "number" }, after: { type: "string" } },
      required: ["durationMinutes"],
    });
  });

  it("offers a customer key its own apps' skills, scoped knowledge and its own users' memories", async () => {
    const client = await connect({ authorization: `Bearer ${customerKey}` });
    const tools = (await client.listTools()).tools;
    const names = tools.map((tool) => tool.name).sort();
    // data-pipeline waits for approval (network:outbound) and reads storage: not the customer's to run here.
    expect(names).toEqual([
      "knowledge_search",
      "memory_recall",
      "remember",
      "sentiment-radar__score-sentiment",
      "smart-scheduler__find-slot",
      "smart-scheduler__plan-day",
    ]);
    expect(tools.find((tool) => tool.name === "knowledge_search")?.inputSchema).toMatchObject({
      required: expect.arrayContaining(["query", "personalityId"]),
    });
    expect(tools.find((tool) => tool.name === "remember")?.inputSchema).toMatchObject({
      properties: { user: { type: "string" } },
      required: expect.arrayContaining(["user"]),
    });
  });

  it("runs a customer's skill on their own installation, and bills its model call to them", async () => {
    const client = await connect({ authorization: `Bearer ${customerKey}` });
    const slot = await client.callTool({ name: "smart-scheduler__find-slot", arguments: { durationMinutes: 15 } });
    expect(slot.isError).toBeFalsy();
    const runs = await t.test.hub.db
      .select({ skillName: skillRuns.skillName })
      .from(skillRuns)
      .innerJoin(customerApps, eq(customerApps.id, skillRuns.customerAppId))
      .where(and(eq(customerApps.customerId, customerId), eq(customerApps.appId, "smart-scheduler")));
    expect(runs.map((run) => run.skillName)).toEqual(["find-slot"]);

    const usedBefore = await apiUsed();
    t.standIn.reply = "0.9";
    const scored = await client.callTool({
      name: "sentiment-radar__score-sentiment",
      arguments: { text: "What a wonderful, helpful answer." },
    });
    expect(scored.isError, JSON.stringify(scored.content)).toBeFalsy();
    t.standIn.reply = "Hello from the stand-in.";
    expect(textOf(scored)).toMatchObject({ score: 0.9 });
    expect(await apiUsed()).toBeGreaterThan(usedBefore);
  });

  it("lets a customer search only a personality's bound knowledge", async () => {
    const client = await connect({ authorization: `Bearer ${customerKey}` });
    const question = { query: "when are returned parcels inspected", personalityId: "eve", limit: 3 };
    const unbound = await client.callTool({ name: "knowledge_search", arguments: question });
    expect(textOf(unbound)).toMatchObject({ hits: [] });
    await adminCall("PUT", "/api/ai-models/eve/knowledge", { containerIds: ["mcp-handbook"] });
    try {
      const bound = await client.callTool({ name: "knowledge_search", arguments: question });
      expect((textOf(bound) as { hits: { documentTitle: string }[] }).hits[0]?.documentTitle).toBe("Returns policy");
      const unknown = await client.callTool({
        name: "knowledge_search",
        arguments: { query: "x", personalityId: "nobody" },
      });
      expect(unknown.isError).toBe(true);
      expect(textOf(unknown)).toMatchObject({ code: "unknown_personality" });
    } finally {
      await adminCall("PUT", "/api/ai-models/eve/knowledge", { containerIds: [] });
    }
  });

  it("keeps a customer's memories to their own end users", async () => {
    const client = await connect({ authorization: `Bearer ${customerKey}` });
    const written = await client.callTool({
      name: "remember",
      arguments: { personalityId: "eve", user: "user-7", content: "Grows tomatoes on a balcony in Lyon." },
    });
    expect(textOf(written)).toMatchObject({ remembered: { subject: `customer:${customerId}:user-7` } });
    const recalled = await client.callTool({
      name: "memory_recall",
      arguments: { personalityId: "eve", user: "user-7", query: "tomatoes and bees in Bergen or Lyon" },
    });
    // The administrator's "user-7" (beehives in Bergen) is another person: not in the customer's reach.
    expect((textOf(recalled) as { entries: { content: string }[] }).entries.map((entry) => entry.content)).toEqual([
      "Grows tomatoes on a balcony in Lyon.",
    ]);
    const noUser = await client.callTool({
      name: "memory_recall",
      arguments: { personalityId: "eve", subject: "user-7", query: "bees" },
    });
    expect(noUser.isError).toBe(true);
  });

  it("offers the administrator the skills that wait for approval in an agent's run, and runs them", async () => {
    const admin = await connect({ cookie: adminCookie });
    expect((await admin.listTools()).tools.map((tool) => tool.name)).toContain("data-pipeline__sync-container");
    const result = await admin.callTool({
      name: "data-pipeline__sync-container",
      arguments: { containerId: "mcp-handbook" },
    });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatchObject({ containerId: "mcp-handbook", documents: 1, bytes: expect.any(Number) });
  });

  it("calls a skill and answers its real output", async () => {
    const client = await connect({ cookie: adminCookie });
    const result = await client.callTool({
      name: "smart-scheduler__find-slot",
      arguments: { durationMinutes: 30, after: "2026-11-23T10:00:00.000Z" },
    });
    expect(result.isError).toBeFalsy();
    const slot = textOf(result) as { start: string; end: string };
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    expect(result.structuredContent).toEqual(slot);
  });

  it("answers bad skill input as a tool error result, not a protocol failure", async () => {
    const client = await connect({ cookie: adminCookie });
    const result = await client.callTool({
      name: "smart-scheduler__find-slot",
      arguments: { durationMinutes: "soon" },
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("durationMinutes");
  });

  it("follows installs and uninstalls", async () => {
    await adminCall("POST", "/api/cluster/install/insight-analytics");
    const client = await connect({ cookie: adminCookie });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("insight-analytics__detect-trends");
    await adminCall("DELETE", "/api/cluster/uninstall/insight-analytics");
    const later = await connect({ cookie: adminCookie });
    expect((await later.listTools()).tools.map((tool) => tool.name)).not.toContain("insight-analytics__detect-trends");
  });

  it("knowledge_search finds a document the test added", async () => {
    const client = await connect({ cookie: adminCookie });
    const result = await client.callTool({
      name: "knowledge_search",
      arguments: { query: "when are returned parcels inspected", containerId: "mcp-handbook", limit: 3 },
    });
    expect(result.isError).toBeFalsy();
    const { hits } = textOf(result) as { hits: { documentTitle: string; text: string; score: number }[] };
    expect(hits[0]).toMatchObject({
      documentTitle: "Returns policy",
      text: expect.stringContaining("two working days"),
    });
    const unknown = await client.callTool({ name: "knowledge_search", arguments: { query: "x", containerId: "nope" } });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatchObject({ code: "container_not_found" });
  });

  it("memory_recall answers an entry the test wrote", async () => {
    const client = await connect({ cookie: adminCookie });
    const result = await client.callTool({
      name: "memory_recall",
      arguments: { personalityId: "eve", query: "bees and honey", subject: "user-7" },
    });
    expect(result.isError).toBeFalsy();
    const { entries } = textOf(result) as { entries: { subject: string; content: string }[] };
    expect(entries[0]).toMatchObject({ subject: "user-7", content: "Keeps three beehives in Bergen." });
    const unknown = await client.callTool({
      name: "memory_recall",
      arguments: { personalityId: "nobody", query: "bees" },
    });
    expect(textOf(unknown)).toMatchObject({ code: "unknown_personality" });
  });

  it("remember writes an entry memory_recall then finds, and refuses an unknown personality", async () => {
    const client = await connect({ cookie: adminCookie });
    const written = await client.callTool({
      name: "remember",
      arguments: { personalityId: "eve", subject: "customer:9:ana", content: "Restores old sailing boats in Porto." },
    });
    expect(written.isError).toBeFalsy();
    expect(textOf(written)).toMatchObject({ remembered: { subject: "customer:9:ana", personalityId: "eve" } });
    const recalled = await client.callTool({
      name: "memory_recall",
      arguments: { personalityId: "eve", query: "sailing boats", subject: "customer:9:ana" },
    });
    expect((textOf(recalled) as { entries: { content: string }[] }).entries.map((entry) => entry.content)).toEqual([
      "Restores old sailing boats in Porto.",
    ]);
    const refused = await client.callTool({
      name: "remember",
      arguments: { personalityId: "nobody", subject: "x", content: "y" },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatchObject({ code: "unknown_personality" });
  });

  it("admits the administrator's session", async () => {
    const client = await connect({ cookie: adminCookie });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("knowledge_search");
  });

  it("refuses a request without credentials or with a wrong key: 401 with the one error shape", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(mcpUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(initialize),
      });
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "sign_in_required", message: expect.any(String) });
    const wrong = await post({ authorization: "Bearer hom_not-a-real-key" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_api_key" });
    await expect(connect({ authorization: "Bearer hom_not-a-real-key" })).rejects.toThrow();
  });
});
