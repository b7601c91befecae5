import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StorageDocument } from "@hub-of-minds/core";
import { afterAll, describe, expect, it } from "vitest";
import { indexingQueueName } from "./indexing-queue";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "./testing/knowledge-test-app";

const container = {
  id: "handbook",
  displayName: "Handbook",
  description: "",
  category: "knowledge",
  maxSize: 1024 * 1024,
  storageType: "private",
  isActive: true,
  encryptionEnabled: false,
};
const chapter = (n: number) => ({
  title: `Chapter ${n}`,
  content: `Chapter ${n} explains the lighthouse keeper's duty number ${n}. `.repeat(40),
});

const documentsOf = async (t: KnowledgeTestApp) =>
  (await (await t.request("/api/yaml-storage/containers/handbook/documents")).json()) as StorageDocument[];

// Indexing runs on the hub's durable queue (pg-boss), as main.ts assembles it: the upload answers before it.
describe("indexing as queued tasks", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hom-indexing-"));
  let t: KnowledgeTestApp | undefined;
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the upload with the document queued, then indexes it; the list shows where each stands", async () => {
    t = await createKnowledgeTestApp({ dataDir, durableQueue: true });
    expect((await t.request("/api/yaml-storage/containers", jsonPost(container))).status).toBe(201);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => t?.request("/api/yaml-storage/containers/handbook/documents", jsonPost(chapter(n)))),
    );
    const added = await Promise.all(answers.map(async (answer) => (await answer?.json()) as StorageDocument));
    expect(answers.map((answer) => answer?.status)).toEqual([201, 201, 201]);
    // As each stood when its upload answered (the worker may already have finished a small one).
    for (const doc of added) expect(doc.indexStatus === "ready" ? doc.chunks > 0 : doc.chunks === 0).toBe(true);
    await t.knowledge.queue.idle();
    const listed = await documentsOf(t);
    const states = listed.map((doc) => [doc.title, doc.indexStatus, doc.indexError]);
    expect(states.sort()).toEqual([1, 2, 3].map((n) => [`Chapter ${n}`, "ready", null]));
    expect(listed.every((doc) => doc.chunks > 0)).toBe(true);
    const found = await t.knowledge.search.search("duty number 2", { containerIds: ["handbook"], limit: 1 });
    expect(found.hits[0]?.documentTitle).toBe("Chapter 2");
  }, 60_000);

  it("keeps a document queued across a restart and indexes it when the hub is back", async () => {
    if (!t) throw new Error("the first test did not start the hub");
    // No worker in this instance: the job waits in the database, as it would when the process dies.
    await t.hub.queue.offWork(indexingQueueName);
    const answer = await t.request("/api/yaml-storage/containers/handbook/documents", jsonPost(chapter(4)));
    expect(answer.status).toBe(201);
    const queued = (await answer.json()) as StorageDocument;
    expect([queued.indexStatus, queued.chunks]).toEqual(["queued", 0]);
    await expect(t.knowledge.queue.idle(300)).rejects.toThrow(/did not finish/);
    await t.close();
    t = await createKnowledgeTestApp({ dataDir, durableQueue: true });
    await t.knowledge.queue.idle();
    const back = (await documentsOf(t)).find((doc) => doc.id === queued.id);
    expect([back?.indexStatus, (back?.chunks ?? 0) > 0]).toEqual(["ready", true]);
  }, 60_000);
});
