import { randomBytes } from "node:crypto";
import { knowledgeSearchResultSchema, storageDocumentListSchema, storageDocumentSchema } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "./testing/knowledge-test-app";

// Two hubs on one PostgreSQL with one HUB_SECRET (the master key): what one stores, the other reads,
// searches (sealed containers too), binds and deletes, with nothing held in one process only.
let database: TestDatabase | undefined;
let first: KnowledgeTestApp | undefined;
let second: KnowledgeTestApp | undefined;
let unreachable = "";

beforeAll(async () => {
  const created = await createTestDatabase("hom_knowledge_two");
  if ("unreachable" in created) {
    unreachable = created.unreachable;
    console.warn(`SKIPPED two instances on PostgreSQL: ${unreachable}`);
    return;
  }
  database = created;
  const masterKey = randomBytes(32);
  // One after the other, as a rolling start does: the second finds the schema the first migrated. Both index
  // on the shared durable queue and are configured for vectors, which Debian's PostgreSQL cannot hold.
  const options = { databaseUrl: database.url, masterKey, durableQueue: true, embeddingModel: "concept-embedding-1" };
  first = await createKnowledgeTestApp(options);
  second = await createKnowledgeTestApp(options);
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
}, 30_000);

const both = (context: { skip: (note: string) => void }) => {
  if (!first || !second) context.skip(`PostgreSQL is unreachable: ${unreachable}`);
  return [first, second] as [KnowledgeTestApp, KnowledgeTestApp];
};

const search = async (hub: KnowledgeTestApp, query: string, containerId: string) =>
  knowledgeSearchResultSchema.parse(
    await (await hub.request(`/api/knowledge/search?q=${encodeURIComponent(query)}&containerId=${containerId}`)).json(),
  ).hits;

describe("knowledge on two instances and one PostgreSQL", () => {
  it("searches by words alone where the server has no pgvector, and says why", async (context) => {
    const [a] = both(context);
    const offered = (await a.handle.db.execute(
      sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`,
    )) as { rows: { n: number }[] };
    if (Number(offered.rows[0]?.n) > 0) return context.skip("this PostgreSQL has pgvector");
    expect(a.knowledge.searchMode()).toEqual({ mode: "fulltext", reason: "the database has no pgvector extension" });
  });

  it("a document added on one is listed, found (sealed too) and cited on the other, and deleted for both", async (context) => {
    const [a, b] = both(context);
    for (const [id, encryptionEnabled] of [
      ["shared-handbook", false],
      ["shared-vault", true],
    ] as const) {
      const created = await a.request(
        "/api/yaml-storage/containers",
        jsonPost({ id, displayName: id, category: "knowledge", maxSize: 100_000, encryptionEnabled }),
      );
      expect(created.status).toBe(201);
    }
    const plain = "Returns are accepted within thirty days with the receipt and the original packaging.";
    const sealed = "The vault combination rotates every quarter on the first Monday.";
    const added = storageDocumentSchema.parse(
      await (
        await a.request(
          "/api/yaml-storage/containers/shared-handbook/documents",
          jsonPost({ title: "Returns", content: plain }),
        )
      ).json(),
    );
    const vaulted = await a.request(
      "/api/yaml-storage/containers/shared-vault/documents",
      jsonPost({ title: "Vault", content: sealed }),
    );
    expect(vaulted.status).toBe(201);
    // Indexed by whichever instance's worker took the jobs.
    await a.knowledge.queue.idle();

    const listed = storageDocumentListSchema.parse(
      await (await b.request("/api/yaml-storage/containers/shared-handbook/documents")).json(),
    );
    expect(listed.map((document) => document.title)).toEqual(["Returns"]);
    expect((await search(b, "returns receipt", "shared-handbook")).map((hit) => hit.text)).toEqual([plain]);
    // The second opens what the first sealed: the same secret, no state kept in the first's memory.
    expect((await search(b, "vault combination", "shared-vault")).map((hit) => hit.text)).toEqual([sealed]);

    // A binding made on the second grounds the first's chats.
    const bound = await b.request(
      "/api/ai-models/eve/knowledge",
      jsonPost({ containerIds: ["shared-handbook"] }, "PUT"),
    );
    expect(bound.status).toBe(200);
    const citations = await a.knowledge.retrieve("eve", "Can I return it without a receipt?");
    expect(citations.map((citation) => [citation.documentId, citation.containerId])).toEqual([
      [added.id, "shared-handbook"],
    ]);

    const deleted = await b.request(`/api/yaml-storage/containers/shared-handbook/documents/${added.id}`, {
      method: "DELETE",
    });
    expect(deleted.status).toBe(204);
    expect(await search(a, "returns receipt", "shared-handbook")).toEqual([]);
    expect(await a.knowledge.retrieve("eve", "Can I return it without a receipt?")).toEqual([]);
  });

  it("keeps a customer's container to that customer's chats on either instance", async (context) => {
    const [a, b] = both(context);
    const owner = await insertTestCustomer(a.handle.db);
    const other = await insertTestCustomer(a.handle.db, { firstName: "Grace" });
    const made = await a.app.request("/api/yaml-storage/containers", {
      ...jsonPost({ id: "manual", displayName: "Manual", category: "knowledge", maxSize: 10_000 }),
      headers: { "content-type": "application/json", "x-api-key": owner.apiKey },
    });
    expect(made.status).toBe(201);
    const containerId = `c${owner.id}-manual`;
    await a.knowledge.addDocument(containerId, {
      title: "Espresso",
      text: "Descale the espresso machine every forty cups.",
      mediaType: "text/plain",
    });
    await b.knowledge.bind("adam", [containerId], { kind: "customer", customerId: owner.id });
    await expect
      .poll(async () => (await b.knowledge.retrieve("adam", "descale espresso", owner.id)).length, { timeout: 10_000 })
      .toBe(1);
    expect(await a.knowledge.retrieve("adam", "descale espresso", other.id)).toEqual([]);
    expect(await a.knowledge.retrieve("adam", "descale espresso")).toEqual([]);
    expect(await b.knowledge.bindings("adam", { kind: "customer", customerId: other.id })).toEqual([]);
  });
});
