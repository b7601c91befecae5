import type { KnowledgeHit } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { BlindIndex } from "./blind-index";
import type { Embedder } from "./embedder";
import type { KnowledgeStore } from "./knowledge-store";
import type { VectorIndex } from "./vector-index";

export interface SearchOptions {
  /** Only these containers; omitted means every container. */
  containerIds?: string[] | undefined;
  limit: number;
  /** Words alone even where vectors are available (the bench compares the two). */
  byWordsOnly?: boolean;
}

interface ChunkRow {
  id: number;
  document_id: number;
  container_id: string;
  ordinal: number;
  text: string | null;
  sealed: string | null;
  title: string;
  score: number;
}

export interface KnowledgeSearchDeps {
  db: Database;
  store: KnowledgeStore;
  blind: BlindIndex;
  vectors: VectorIndex;
  /** With pgvector available, searches fuse words and vectors; without, words alone. */
  embedder?: Embedder | undefined;
  log?: ((line: string) => void) | undefined;
}

/** Reciprocal rank fusion's constant (Cormack et al. 2009): a passage's share is 1 / (k + its rank in a list). */
const fusionK = 60;
/** Each list brings this many candidates per wanted passage, so a passage found by one list can still win. */
const candidatesPerHit = 4;
/**
 * A passage found by its vector alone must be at least this close (cosine similarity) to count: nearest
 * neighbours always exist, related or not, and a grounded chat should get no passage rather than noise.
 */
export const minVectorSimilarity = 0.3;

const detailsOf = (ids: number[]) => sql`
  select c.id, c.document_id, c.container_id, c.ordinal, c.text, c.sealed, d.name as title, 0::float8 as score
  from knowledge_chunks c join storage_documents d on d.id = c.document_id
  where c.id = any(${sql.param(ids)}::int[])`;

/**
 * Full-text search over the chunks. A passage must share at least one word with the question (OR of its
 * lexemes, so a question in other words still finds it); passages that hold every word of the question
 * (`websearch_to_tsquery`: quoted phrases, -exclusions) rank a whole point higher. Within each group
 * `ts_rank` with length normalisation (flag 1) orders them. Sealed chunks are matched through the blind index.
 */
export function createKnowledgeSearch({ db, store, blind, vectors, embedder, log }: KnowledgeSearchDeps) {
  const toHit = (row: ChunkRow, score: number): KnowledgeHit => ({
    documentId: row.document_id,
    containerId: row.container_id,
    chunkId: row.id,
    documentTitle: row.title,
    text: store.openChunk({ documentId: row.document_id, ordinal: row.ordinal, text: row.text, sealed: row.sealed }),
    score: Math.round(score * 10_000) / 10_000,
  });

  async function words(query: string, options: SearchOptions): Promise<ChunkRow[]> {
    if (options.containerIds && !options.containerIds.length) return [];
    const parsed = (await db.execute(
      sql`select websearch_to_tsquery('english', ${query})::text as all_words,
          coalesce((select string_agg(quote_literal(lexeme), ' | ') from unnest(to_tsvector('english', ${query}))), '') as any_word`,
    )) as { rows: { all_words: string; any_word: string }[] };
    const words = parsed.rows[0];
    if (!words?.any_word || !words.all_words) return [];
    const containerFilter = options.containerIds
      ? sql`and c.container_id = any(${sql.param(options.containerIds)}::text[])`
      : sql``;
    // The lexemes are already normalised: cast, never `to_tsquery`, whose parser would split a blind hash such
    // as '83e7ab12…' into '83e7' <-> 'ab12…' (one hash in 16 was unsearchable).
    // Plain chunks match on `tsv`, sealed ones on `blind_tsv`: one branch each, so each can use its GIN index
    // (an OR of the two made the planner filter every chunk: the bench's search took 59 ms p50 on 11,567
    // chunks, 23 ms with the branches).
    const result = (await db.execute(sql`
        with q as (
          select ${words.any_word}::tsquery as any_q, ${words.all_words}::tsquery as all_q,
            ${blind.query(words.any_word)}::tsquery as any_b, ${blind.query(words.all_words)}::tsquery as all_b
        ),
        hits as (
          select c.id, ts_rank(c.tsv, q.any_q, 1) + (c.tsv @@ q.all_q)::int as score
          from knowledge_chunks c, q where c.tsv @@ q.any_q ${containerFilter}
          union all
          select c.id, ts_rank(c.blind_tsv, q.any_b, 1) + (c.blind_tsv @@ q.all_b)::int
          from knowledge_chunks c, q where c.blind_tsv @@ q.any_b ${containerFilter}
        )
        select c.id, c.document_id, c.container_id, c.ordinal, c.text, c.sealed, d.name as title,
          h.score::float8 as score
        from hits h
        join knowledge_chunks c on c.id = h.id
        join storage_documents d on d.id = c.document_id
        join storage_containers s on s.id = c.container_id
        where s.is_active
        order by score desc, c.id
        limit ${options.limit}
      `)) as { rows: ChunkRow[] };
    return result.rows;
  }

  /** The query's vector, or nothing (no vectors here, or the embeddings call failed: words alone then). */
  async function queryVector(query: string): Promise<{ model: string; vector: number[] } | undefined> {
    if (!embedder || !vectors.support.available) return undefined;
    try {
      const [vector] = await embedder.embed([query]);
      return vector ? { model: embedder.model, vector } : undefined;
    } catch (err) {
      log?.(`[knowledge] the query could not be embedded, searching by words alone: ${(err as Error).message}`);
      return undefined;
    }
  }

  return {
    /**
     * The best passages for a query. With vectors, the word ranking and the vector ranking are fused by
     * reciprocal rank (scores 0..1: 1 is first in both lists); with words alone, `ts_rank` (+1 when every
     * word of the query is in the passage).
     */
    async search(
      query: string,
      options: SearchOptions,
    ): Promise<{ mode: "fulltext" | "hybrid"; hits: KnowledgeHit[] }> {
      const near = options.byWordsOnly ? undefined : await queryVector(query);
      if (!near) {
        const rows = await words(query, options);
        return { mode: "fulltext", hits: rows.map((row) => toHit(row, Number(row.score))) };
      }
      if (options.containerIds && !options.containerIds.length) return { mode: "hybrid", hits: [] };
      const candidates = options.limit * candidatesPerHit;
      const [byWords, byVector] = await Promise.all([
        words(query, { ...options, limit: candidates }),
        vectors.nearest(near.vector, near.model, { containerIds: options.containerIds, limit: candidates }),
      ]);
      const fused = new Map<number, number>();
      const add = (chunkId: number, rank: number) =>
        fused.set(chunkId, (fused.get(chunkId) ?? 0) + 1 / (fusionK + rank));
      for (const [index, row] of byWords.entries()) add(row.id, index + 1);
      const close = byVector.filter((hit) => hit.similarity >= minVectorSimilarity);
      for (const [index, hit] of close.entries()) add(hit.chunkId, index + 1);
      const best = [...fused.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, options.limit);
      const rows = new Map(byWords.map((row) => [row.id, row]));
      const missing = best.map(([id]) => id).filter((id) => !rows.has(id));
      if (missing.length) {
        const found = (await db.execute(detailsOf(missing))) as { rows: ChunkRow[] };
        for (const row of found.rows) rows.set(row.id, row);
      }
      const top = 2 / (fusionK + 1);
      const hits = best.flatMap(([id, score]) => {
        const row = rows.get(id);
        return row ? [toHit(row, score / top)] : [];
      });
      return { mode: "hybrid", hits };
    },
  };
}
export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
