import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StorageDocument } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestCustomer } from "../testing/test-customer";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "./testing/knowledge-test-app";

// Hybrid search on PGlite with pgvector: the passages' vectors come from the gateway's own embeddings
// pipeline, its upstream a local stand-in whose `concept-*` model puts "refund" and "reimbursement" together.
const container = {
  displayName: "Help centre",
  description: "",
  category: "support",
  maxSize: 1024 * 1024,
  storageType: "private",
  isActive: true,
  encryptionEnabled: false,
};

const documents = [
  { title: "Money back", content: "Refunds reach your card within 14 days of the return arriving at our warehouse." },
  { title: "Sign-in help", content: "Forgot your password? Use the reset link on the sign-in page." },
  { title: "Parcels", content: "Every parcel goes out with a tracked courier the day after the order." },
];

async function addAll(t: KnowledgeTestApp, containerId: string) {
  for (const doc of documents) {
    const added = await t.request(`/api/yaml-storage/containers/${containerId}/documents`, jsonPost(doc));
    expect(added.status).toBe(201);
  }
}

async function search(t: KnowledgeTestApp, q: string, containerId: string) {
  const answer = await t.request(`/api/knowledge/search?q=${encodeURIComponent(q)}&containerId=${containerId}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { mode: string; hits: { documentTitle: string; score: number }[] };
}

const vectorRows = async (t: KnowledgeTestApp) =>
  (
    (await t.handle.db.execute(sql`select document_id, model from knowledge_vectors order by chunk_id`)) as {
      rows: { document_id: number; model: string }[];
    }
  ).rows;

describe("hybrid knowledge search (pgvector on the embedded database)", () => {
  let t: KnowledgeTestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hom-hybrid-"));
    t = await createKnowledgeTestApp({ dataDir, embeddingModel: "concept-embedding-1" });
    expect((await t.request("/api/yaml-storage/containers", jsonPost({ ...container, id: "help" }))).status).toBe(201);
    await addAll(t, "help");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds a passage by meaning when it shares no word with the question; words alone find nothing", async () => {
    expect(t.knowledge.searchMode()).toEqual({ mode: "hybrid" });
    const found = await search(t, "reimbursement", "help");
    expect(found.mode).toBe("hybrid");
    expect(found.hits.map((hit) => hit.documentTitle)).toEqual(["Money back"]);
    expect(found.hits[0]?.score).toBeGreaterThan(0);
    expect(found.hits[0]?.score).toBeLessThanOrEqual(1);
    // The full-text half alone finds no such word.
    const words = (await t.handle.db.execute(
      sql`select count(*)::int as n from knowledge_chunks where tsv @@ websearch_to_tsquery('english', 'reimbursement')`,
    )) as { rows: { n: number }[] };
    expect(words.rows[0]?.n).toBe(0);
  });

  it("ranks first the passage both lists put first, and leaves out passages only distantly near", async () => {
    const both = await search(t, "password reset", "help");
    expect(both.hits[0]?.documentTitle).toBe("Sign-in help");
    expect(both.hits[0]?.score).toBe(1);
    const unrelated = await search(t, "volcanic geology", "help");
    expect(unrelated.hits).toEqual([]);
  });

  it("gives every plain passage a vector of the model, through the metered pipeline", async () => {
    const list = (await (await t.request("/api/yaml-storage/containers/help/documents")).json()) as StorageDocument[];
    expect(list.map((doc) => [doc.indexStatus, doc.vectorModel])).toEqual(
      documents.map(() => ["ready", "concept-embedding-1"]),
    );
    const rows = (await vectorRows(t)).filter((row) => list.some((doc) => doc.id === row.document_id));
    expect(rows.length).toBe(list.reduce((sum, doc) => sum + doc.chunks, 0));
    const embeddingCalls = t.standIn?.requests.filter((request) => request.path === "/v1/embeddings") ?? [];
    expect(embeddingCalls.length).toBeGreaterThanOrEqual(documents.length);
    // Recorded like every gateway call (the recorder writes within 100 ms).
    const recorded = async () => {
      const jobs = (await t.handle.db.execute(
        sql`select count(*)::int as n from ai_jobs where kind = 'embedding' and status = 'completed' and tokens > 0`,
      )) as { rows: { n: number }[] };
      return Number(jobs.rows[0]?.n);
    };
    await expect.poll(recorded, { timeout: 5000 }).toBeGreaterThanOrEqual(documents.length);
  });

  it("embeds a customer's own documents on that customer's account, not the operator's", async () => {
    const { id, apiKey } = await insertTestCustomer(t.handle.db);
    const asCustomer = (init: RequestInit) => ({ ...init, headers: { ...init.headers, "x-api-key": apiKey } });
    const made = await t.app.request(
      "/api/yaml-storage/containers",
      asCustomer(jsonPost({ ...container, id: "own", maxSize: 100_000 })),
    );
    expect(made.status).toBe(201);
    const added = await t.app.request(
      `/api/yaml-storage/containers/c${id}-own/documents`,
      asCustomer(jsonPost({ title: "Opening hours", content: "The shop opens at nine and closes at six." })),
    );
    expect(added.status).toBe(201);
    const charged = async () => {
      const jobs = (await t.handle.db.execute(
        sql`select count(*)::int as n from ai_jobs where kind = 'embedding' and customer_id = ${id}`,
      )) as { rows: { n: number }[] };
      return Number(jobs.rows[0]?.n);
    };
    await expect.poll(charged, { timeout: 5000 }).toBe(1);
  });

  it("gives a sealed container's passages no vectors (they would give its text away)", async () => {
    const sealed = { ...container, id: "sealed", displayName: "Sealed", encryptionEnabled: true };
    expect((await t.request("/api/yaml-storage/containers", jsonPost(sealed))).status).toBe(201);
    const added = await t.request(
      "/api/yaml-storage/containers/sealed/documents",
      jsonPost({ title: "Secret refunds", content: "Refunds for partners follow the partner contract." }),
    );
    const doc = (await added.json()) as StorageDocument;
    expect([doc.indexStatus, doc.vectorModel, doc.chunks]).toEqual(["ready", null, 1]);
    expect((await vectorRows(t)).some((row) => row.document_id === doc.id)).toBe(false);
    // Still found by its words.
    expect((await search(t, "partner refunds", "sealed")).hits.map((hit) => hit.documentTitle)).toEqual([
      "Secret refunds",
    ]);
  });

  it("re-indexes every plain document when the embedding model changes, and says so on restart", async () => {
    await t.close();
    t = await createKnowledgeTestApp({ dataDir, embeddingModel: "concept-embedding-2" });
    const rows = await vectorRows(t);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.model))).toEqual(new Set(["concept-embedding-2"]));
    const list = (await (await t.request("/api/yaml-storage/containers/help/documents")).json()) as StorageDocument[];
    expect(list.every((doc) => doc.vectorModel === "concept-embedding-2")).toBe(true);
    expect((await search(t, "reimbursement", "help")).hits[0]?.documentTitle).toBe("Money back");
  }, 60_000);
});

describe("when embeddings fail", () => {
  let t: KnowledgeTestApp;
  beforeAll(async () => {
    t = await createKnowledgeTestApp({ embeddingModel: "concept-embedding-1" });
    expect((await t.request("/api/yaml-storage/containers", jsonPost({ ...container, id: "help" }))).status).toBe(201);
  }, 60_000);
  afterAll(() => t?.close());

  it("marks the document failed with the reason, keeps it searchable by words, and searches by words", async () => {
    if (!t.standIn) throw new Error("the stand-in is missing");
    t.standIn.mode = { kind: "server-error" };
    const added = await t.request("/api/yaml-storage/containers/help/documents", jsonPost(documents[0]));
    expect(added.status).toBe(201);
    const doc = (await added.json()) as StorageDocument;
    expect(doc.indexStatus).toBe("failed");
    expect(doc.indexError).toMatch(/OpenAI/);
    expect(doc.chunks).toBe(1);
    const found = await search(t, "refunds card", "help");
    expect(found.mode).toBe("fulltext");
    expect(found.hits.map((hit) => hit.documentTitle)).toEqual(["Money back"]);
    t.standIn.mode = { kind: "ok" };
    expect((await search(t, "refunds card", "help")).mode).toBe("hybrid");
  });
});
