import { createRng } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database";
import type { Knowledge } from "../src/knowledge/knowledge";
import { p50p95 } from "./load";

const syllables = [
  "ka",
  "lo",
  "mi",
  "ne",
  "ru",
  "sa",
  "ti",
  "vo",
  "ze",
  "pa",
  "qui",
  "dor",
  "fen",
  "gal",
  "hus",
  "jor",
];
/** About 4,000 made-up words; picked with a skew, as words are in real text (a few common, most rare). */
function vocabulary(next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < 4000) {
    const length = 2 + Math.floor(next() * 3);
    words.add(Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join(""));
  }
  return [...words];
}
const pick = (words: readonly string[], next: () => number) => words[Math.floor(next() ** 2 * words.length)] ?? "ka";

function documentText(words: readonly string[], next: () => number, bytes: number): string {
  const sentences: string[] = [];
  let size = 0;
  while (size < bytes) {
    const sentence = `${Array.from({ length: 8 + Math.floor(next() * 10) }, () => pick(words, next)).join(" ")}.`;
    sentences.push(sentence);
    size += sentence.length + 1;
  }
  return sentences.join(" ");
}

/**
 * Issue 24's knowledge bench: index `documents` documents of about 5 KB (time and peak RSS), then time
 * full-text search on their chunks against the bare SQL query it is built around, and the retrieval a bound
 * personality's chat adds. Indexing runs on the hub's queue, as in the product; with an embedding model
 * (the stand-in's `concept-*`, over HTTP) passages get vectors, and hybrid search is timed beside full text.
 */
export async function measureKnowledge(knowledge: Knowledge, db: Database, documents: number): Promise<string[][]> {
  // The same corpus and questions on every run.
  const next = createRng(24).next;
  const words = vocabulary(next);
  const container = await knowledge.store.createContainer({
    id: `bench-${Date.now().toString(36)}`,
    displayName: "Bench handbook",
    description: "",
    category: "documentation",
    maxSize: 1024 * 1024 * 1024,
    storageType: "private",
    isActive: true,
    encryptionEnabled: false,
  });
  const rssBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  let textBytes = 0;
  for (let i = 0; i < documents; i++) {
    const text = documentText(words, next, 5000);
    textBytes += text.length;
    await knowledge.addDocument(container.id, { title: `Chapter ${i + 1}`, text, mediaType: "text/plain" });
  }
  await knowledge.queue.idle(30 * 60_000);
  const indexSeconds = (performance.now() - started) / 1000;
  const rssAfter = process.resourceUsage().maxRSS;
  const chunks = (
    (await db.execute(sql`select count(*)::int as n from knowledge_chunks where container_id = ${container.id}`)) as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

  // Questions of two to four words from the same vocabulary (most share a word with many chunks).
  const questions = Array.from({ length: 200 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(words, next)).join(" "),
  );
  const time = async (run: (question: string) => Promise<unknown>) => {
    for (const question of questions.slice(0, 20)) await run(question);
    const samples: number[] = [];
    for (const question of questions) {
      const at = performance.now();
      await run(question);
      samples.push(performance.now() - at);
    }
    return p50p95(samples);
  };
  const containerIds = [container.id];
  const fullText = await time((question) =>
    knowledge.search.search(question, { containerIds, limit: 4, byWordsOnly: true }),
  );
  const hybrid =
    knowledge.searchMode().mode === "hybrid"
      ? await time((question) => knowledge.search.search(question, { containerIds, limit: 4 }))
      : undefined;
  // The query search is built around, alone: match on the question's words, rank, take four.
  const bare = await time((question) =>
    db.execute(sql`select c.id from knowledge_chunks c, websearch_to_tsquery('english', ${question}) q
      where c.container_id = ${container.id} and c.tsv @@ q order by ts_rank(c.tsv, q, 1) desc limit 4`),
  );
  await knowledge.bind("eve", [container.id], { kind: "admin" });
  const retrieval = await time((question) => knowledge.retrieve("eve", question));
  await knowledge.bind("eve", [], { kind: "admin" });

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    [
      `knowledge: index ${documents} documents`,
      `${indexSeconds.toFixed(1)} s (${((textBytes / 1024 / 1024) * (1 / indexSeconds)).toFixed(2)} MB/s)`,
      `${(textBytes / 1024 / 1024).toFixed(1)} MB, ${chunks} chunks`,
      `peak RSS ${Math.round(rssBefore / 1024)} -> ${Math.round(rssAfter / 1024)} MB`,
    ],
    [
      "knowledge: full-text search",
      `${ms(fullText.p50)} p50`,
      `${ms(fullText.p95)} p95`,
      `${(fullText.p50 / bare.p50).toFixed(2)}x the bare query (goal p50 <= 15 ms)`,
    ],
    ["knowledge: the bare SQL query", `${ms(bare.p50)} p50`, `${ms(bare.p95)} p95`, "1.00x"],
    hybrid
      ? [
          "knowledge: hybrid search",
          `${ms(hybrid.p50)} p50`,
          `${ms(hybrid.p95)} p95`,
          "query embedded by the local stand-in over HTTP, HNSW + fusion",
        ]
      : ["knowledge: hybrid search", "not measured", "", JSON.stringify(knowledge.searchMode())],
    ["knowledge: retrieval a chat adds", `${ms(retrieval.p50)} p50`, `${ms(retrieval.p95)} p95`, ""],
  ];
}
