import { knowledgeSearchResultSchema } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "./testing/knowledge-test-app";

// Full-text search ranks its candidates in tiers (every word, then uncommon words, then common ones): these
// tests lower "common" to a few chunks, so a small corpus shows what a large one does.
const container = {
  displayName: "Orchard",
  description: "",
  category: "documentation",
  maxSize: 1024 * 1024,
  storageType: "private",
  isActive: true,
  encryptionEnabled: false,
};

const orchard = [
  ...Array.from({ length: 6 }, (_, index) => ({
    title: `Apples ${index + 1}`,
    content: `Apple trees. Apple blossom, apple harvest and apple cider in row ${index + 1}.`,
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    title: `Pears ${index + 1}`,
    content: `Pears ripen late. A pear tree, pear jam and pear tart on shelf ${index + 1}.`,
  })),
  { title: "Zebra", content: "A zebra sleeps standing up on the plain, far from any farm or field." },
  { title: "Both", content: "An apple fell near the zebra." },
];

async function orchardApp(commonWordRows?: number): Promise<KnowledgeTestApp> {
  const t = await createKnowledgeTestApp(commonWordRows === undefined ? {} : { commonWordRows });
  expect((await t.request("/api/yaml-storage/containers", jsonPost({ ...container, id: "orchard" }))).status).toBe(201);
  for (const doc of orchard) {
    expect((await t.request("/api/yaml-storage/containers/orchard/documents", jsonPost(doc))).status).toBe(201);
  }
  // The planner's statistics tell which words are common (autovacuum's or our maintenance's ANALYZE).
  await t.handle.db.execute(sql`analyze knowledge_chunks`);
  return t;
}

async function titles(t: KnowledgeTestApp, q: string, limit: number): Promise<string[]> {
  const answer = await t.request(`/api/knowledge/search?q=${encodeURIComponent(q)}&containerId=orchard&limit=${limit}`);
  expect(answer.status).toBe(200);
  return knowledgeSearchResultSchema.parse(await answer.json()).hits.map((hit) => hit.documentTitle);
}

describe("full-text search's tiers of candidates", () => {
  let t: KnowledgeTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("ranks every passage with a word of the question while no word is common", async () => {
    t = await orchardApp();
    // The order of ranking every match: those with every word first, then by ts_rank.
    const exact = (await t.handle.db.execute(sql`
      select d.name from knowledge_chunks c join storage_documents d on d.id = c.document_id,
        to_tsquery('simple', 'appl | zebra') q
      where c.tsv @@ q
      order by (c.tsv @@ 'appl & zebra'::tsquery) desc, ts_rank(c.tsv, q, 1) desc, c.id limit 4`)) as {
      rows: { name: string }[];
    };
    expect(exact.rows[0]?.name).toBe("Both");
    expect(await titles(t, "apple zebra", 4)).toEqual(exact.rows.map((row) => row.name));
  });

  it("lets an uncommon word bring its passage before the common word's", async () => {
    t = await orchardApp(3);
    expect(await titles(t, "apple zebra", 3)).toEqual(["Both", "Zebra", expect.stringMatching(/^Apples /)]);
    // Passages with every word still come first, however common the words are.
    expect((await titles(t, "apple zebra", 1))[0]).toBe("Both");
  });

  it("still answers a question of common words that no passage holds together", async () => {
    t = await orchardApp(3);
    const answer = await t.request("/api/knowledge/search?q=apple%20pear&containerId=orchard&limit=4");
    const hits = knowledgeSearchResultSchema.parse(await answer.json()).hits;
    expect(hits).toHaveLength(4);
    for (const hit of hits) {
      expect(hit.documentTitle).not.toBe("Zebra");
      expect(hit.score).toBeLessThan(1);
    }
  });
});
