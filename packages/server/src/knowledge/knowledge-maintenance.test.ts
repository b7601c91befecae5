import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintainEveryChunks } from "./knowledge-store";
import { createKnowledgeTestApp, type KnowledgeTestApp } from "./testing/knowledge-test-app";

// PGlite runs no autovacuum: the store merges the GIN pending lists and refreshes the statistics itself, or
// the planner filters every chunk of a container instead of using the full-text index.
let test: KnowledgeTestApp;
beforeAll(async () => {
  test = await createKnowledgeTestApp();
}, 60_000);
afterAll(() => test.close());

const words = ["harbour", "lantern", "orchard", "meadow", "granite", "willow", "ember", "falcon", "copper", "thistle"];

describe("the knowledge index on the embedded database", () => {
  it("stays usable by the planner after many chunks are written", async () => {
    await test.knowledge.store.createContainer({
      id: "many",
      displayName: "Many",
      description: "",
      category: "knowledge",
      maxSize: 100 * 1024 * 1024,
      storageType: "private",
      isActive: true,
      encryptionEnabled: false,
    });
    let chunks = 0;
    for (let document = 0; chunks <= maintainEveryChunks; document++) {
      // About ten chunks a document; one rare word only in the first.
      const text = Array.from(
        { length: 1200 },
        (_, i) => `${words[(i * 7 + document) % words.length]}${i % 13 === 0 ? "." : ""}`,
      ).join(" ");
      const added = await test.knowledge.addDocument("many", {
        title: `Doc ${document}`,
        text: document === 0 ? `zephyrine ${text}` : text,
        mediaType: "text/plain",
      });
      chunks += added.chunks;
    }
    const { rows } = (await test.handle.db.execute(
      sql`explain select id from knowledge_chunks where container_id = 'many' and tsv @@ to_tsquery('simple', 'zephyrin')`,
    )) as { rows: Record<string, string>[] };
    const plan = rows.map((row) => Object.values(row)[0]).join("\n");
    expect(plan).toContain("knowledge_chunks_tsv_idx");
    const { hits } = await test.knowledge.search.search("zephyrine", { containerIds: ["many"], limit: 4 });
    expect(hits.map((hit) => hit.documentTitle)).toEqual(["Doc 0"]);
  });
});
