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
  /** How many chunks a word must be in to count as common (see `words`); tests lower it. */
  commonWordRows?: number;
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
/** A word in more chunks than this is common: on its own it brings passages only when rarer words bring too few. */
const defaultCommonWordRows = 500;
/** Passages ranked when only common words are left to bring them (an arbitrary first few: see `words`). */
const commonWordCandidates = 250;
/** The planner's word counts are re-read this often (PostgreSQL's autovacuum or our maintenance refresh them). */
const wordStatsMs = 30_000;

/**
 * How many chunks hold a word, estimated from the planner's statistics of `tsv` (its most common lexemes with
 * their frequencies, times the table's rows): free to read, refreshed by ANALYZE. A word missing from the list
 * is rarer than every word on it.
 */
function createWordStats(db: Database, now: () => number = Date.now) {
  let rows = new Map<string, number>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  async function read(): Promise<void> {
    const result = (await db.execute(sql`
      select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs as freqs,
        greatest(c.reltuples, 0)::float8 as total
      from pg_class c left join pg_stats s on s.tablename = c.relname and s.attname = 'tsv'
        and s.schemaname = current_schema()
      where c.relname = 'knowledge_chunks' and c.relnamespace = current_schema()::regnamespace`)) as {
      rows: { lexemes: string[] | null; freqs: number[] | null; total: number }[];
    };
    const row = result.rows[0];
    const next = new Map<string, number>();
    for (const [index, lexeme] of (row?.lexemes ?? []).entries()) {
      next.set(lexeme, (row?.freqs?.[index] ?? 0) * (row?.total ?? 0));
    }
    rows = next;
    readAt = now();
  }
  return {
    /** The estimated chunks holding each lexeme (0: rarer than any the statistics list). */
    async rowsOf(lexemes: string[]): Promise<number[]> {
      if (now() - readAt > wordStatsMs) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return lexemes.map((lexeme) => rows.get(lexeme) ?? 0);
    },
  };
}

const tsqueryOf = (lexemes: string[]) => lexemes.map((lexeme) => `'${lexeme.replaceAll("'", "''")}'`).join(" | ");

const detailsOf = (ids: number[]) => sql`
  select c.id, c.document_id, c.container_id, c.ordinal, c.text, c.sealed, d.name as title, 0::float8 as score
  from knowledge_chunks c join storage_documents d on d.id = c.document_id
  where c.id = any(${sql.param(ids)}::int[])`;

/**
 * Search over the chunks: by words (PostgreSQL full text), and where vectors exist by meaning too, fused. A
 * passage must share at least one word with the question (so a question in other words still finds it).
 */
export function createKnowledgeSearch({
  db,
  store,
  blind,
  vectors,
  embedder,
  log,
  commonWordRows = defaultCommonWordRows,
}: KnowledgeSearchDeps) {
  const wordStats = createWordStats(db);
  const toHit = (row: ChunkRow, score: number): KnowledgeHit => ({
    documentId: row.document_id,
    containerId: row.container_id,
    chunkId: row.id,
    documentTitle: row.title,
    text: store.openChunk({ documentId: row.document_id, ordinal: row.ordinal, text: row.text, sealed: row.sealed }),
    score: Math.round(score * 10_000) / 10_000,
  });

  /**
   * Passages by their words, best first. A score's whole part says how a passage matched: 2 it holds every
   * word of the question (`websearch_to_tsquery`: quoted phrases, -exclusions), 1 at least one of its uncommon
   * words (in at most `commonWordRows` chunks), 0 only common ones; its fraction is `ts_rank`
   * (length-normalised, flag 1). Ranking reads each candidate's lexemes, so candidates come in those tiers,
   * each only while the tiers above brought fewer than `limit`; of the last, only the first
   * `commonWordCandidates` the index gives are ranked. A rare word thus outweighs common ones (search
   * engines' IDF does the same): on the bench's 11,648 chunks, where one word is in 81 % of them, ranking
   * every passage with any word of the question took 26 ms p50. Below `commonWordRows` chunks a word, every
   * match is ranked. Sealed chunks are matched through the blind index, all ranked in tiers 2 and 1 (the
   * statistics name no blind word).
   */
  async function words(query: string, options: SearchOptions): Promise<ChunkRow[]> {
    if (options.containerIds && !options.containerIds.length) return [];
    const parsed = (await db.execute(
      sql`select websearch_to_tsquery('english', ${query})::text as all_words,
          array(select lexeme from unnest(to_tsvector('english', ${query}))) as lexemes`,
    )) as { rows: { all_words: string; lexemes: string[] }[] };
    const { all_words: allWords = "", lexemes = [] } = parsed.rows[0] ?? {};
    if (!lexemes.length || !allWords) return [];
    const counts = await wordStats.rowsOf(lexemes);
    const uncommon = lexemes.filter((_, index) => (counts[index] ?? 0) <= commonWordRows);
    const common = lexemes.filter((_, index) => (counts[index] ?? 0) > commonWordRows);
    const anyWord = tsqueryOf(lexemes);
    const limit = options.limit;
    const where = sql`${options.containerIds ? sql`c.container_id = any(${sql.param(options.containerIds)}::text[])` : sql`true`}
      and c.container_id in (select id from storage_containers where is_active)`;
    // The lexemes are already normalised: cast, never `to_tsquery`, whose parser would split a blind hash such
    // as '83e7ab12…' into '83e7' <-> 'ab12…' (one hash in 16 was unsearchable).
    const result = (await db.execute(sql`
        with q as (
          select ${anyWord}::tsquery as any_q, ${allWords}::tsquery as all_q,
            ${tsqueryOf(uncommon)}::tsquery as uncommon_q, ${tsqueryOf(common)}::tsquery as common_q,
            ${blind.query(anyWord)}::tsquery as any_b, ${blind.query(allWords)}::tsquery as all_b
        ),
        every_word as (
          select c.id, ts_rank(c.tsv, q.any_q, 1) + 2 as score
          from knowledge_chunks c, q where c.tsv @@ q.all_q and ${where}
          order by score desc, c.id limit ${limit}
        ),
        uncommon_word as (
          select c.id, ts_rank(c.tsv, q.any_q, 1) + 1 as score
          from knowledge_chunks c, q
          where c.tsv @@ q.uncommon_q and not c.tsv @@ q.all_q and ${where}
            and (select count(*) from every_word) < ${limit}
          order by score desc, c.id limit ${limit}
        ),
        common_word as (
          select c.id, ts_rank(c.tsv, q.any_q, 1) as score
          from q, lateral (
            select c.id, c.tsv from knowledge_chunks c
            where c.tsv @@ q.common_q and not c.tsv @@ q.uncommon_q and not c.tsv @@ q.all_q and ${where}
              and (select count(*) from every_word) + (select count(*) from uncommon_word) < ${limit}
            limit ${commonWordCandidates}
          ) c
          order by score desc, c.id limit ${limit}
        ),
        sealed as (
          select c.id, ts_rank(c.blind_tsv, q.any_b, 1) + 1 + (c.blind_tsv @@ q.all_b)::int as score
          from knowledge_chunks c, q where c.blind_tsv @@ q.any_b and ${where}
        ),
        hits as (
          select * from every_word union all select * from uncommon_word union all select * from common_word
          union all select * from sealed
        )
        select c.id, c.document_id, c.container_id, c.ordinal, c.text, c.sealed, d.name as title,
          h.score::float8 as score
        from hits h
        join knowledge_chunks c on c.id = h.id
        join storage_documents d on d.id = c.document_id
        order by score desc, c.id
        limit ${limit}
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
     * reciprocal rank (scores 0..1: 1 is first in both lists); with words alone, see `words` (0..3).
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
