import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

/** Whether passages have vectors here, and why not when they do not (said once in the log and on /readyz). */
export type VectorSupport = { available: true } | { available: false; reason: string };

export interface NearPassage {
  chunkId: number;
  /** Cosine similarity, -1..1. */
  similarity: number;
}

const vectorLiteral = (vector: readonly number[]) => `[${vector.join(",")}]`;

/**
 * Passage vectors beside the full-text index, with pgvector: PGlite loads it (`@electric-sql/pglite-pgvector`),
 * PostgreSQL has it when the server has the extension installed (Debian's PostgreSQL has not, by default).
 * The table is made here, not in a migration, because it may not exist on PostgreSQL, and because its
 * dimension is the embedding model's, known at the first vectors: a model of another dimension drops it.
 * Vectors carry their model's name; search reads only the current model's, so a model change re-indexes.
 */
export function createVectorIndex(db: Database) {
  let support: VectorSupport | undefined;
  let dimensions: number | undefined;

  /** The dimension of the table's vectors (its column's type modifier), if the table exists. */
  async function tableDimensions(on: Pick<Database, "execute"> = db): Promise<number | undefined> {
    const result = (await on.execute(sql`select a.atttypmod as dims from pg_attribute a
      where a.attrelid = to_regclass('knowledge_vectors') and a.attname = 'embedding'`)) as {
      rows: { dims: number }[];
    };
    const dims = result.rows[0]?.dims;
    return dims && dims > 0 ? Number(dims) : undefined;
  }

  return {
    /** Finds pgvector (creating the extension when the server offers it); run at start. */
    async detect(): Promise<VectorSupport> {
      try {
        const offered = (await db.execute(
          sql`select exists (select 1 from pg_available_extensions where name = 'vector') as offered`,
        )) as { rows: { offered: boolean }[] };
        if (!offered.rows[0]?.offered) {
          support = { available: false, reason: "the database has no pgvector extension" };
          return support;
        }
        await db.execute(sql`create extension if not exists vector`);
        dimensions = await tableDimensions();
        support = { available: true };
      } catch (err) {
        support = { available: false, reason: `pgvector could not be enabled: ${(err as Error).message}` };
      }
      return support;
    },

    get support(): VectorSupport {
      return support ?? { available: false, reason: "not checked yet" };
    },

    /** Replaces a document's passage vectors (one per chunk, in the order of `chunkIds`). */
    async write(
      documentId: number,
      containerId: string,
      model: string,
      rows: { chunkId: number; vector: readonly number[] }[],
    ): Promise<void> {
      const dims = rows[0]?.vector.length;
      if (!dims) return;
      await db.transaction(async (tx) => {
        if (dimensions !== dims) {
          // Instances meeting a new model together take turns; the loser sees the table already made.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hom:knowledge:vectors'))`);
          if ((await tableDimensions(tx)) !== dims) {
            await tx.execute(sql`drop table if exists knowledge_vectors`);
            await tx.execute(
              sql.raw(`create table knowledge_vectors (
                chunk_id integer primary key references knowledge_chunks(id) on delete cascade,
                document_id integer not null,
                container_id text not null,
                model text not null,
                embedding vector(${dims}) not null)`),
            );
            // HNSW: approximate nearest neighbours in a few ms on tens of thousands of passages.
            await tx.execute(
              sql`create index knowledge_vectors_hnsw_idx on knowledge_vectors using hnsw (embedding vector_cosine_ops)`,
            );
            await tx.execute(sql`create index knowledge_vectors_document_idx on knowledge_vectors (document_id)`);
          }
          dimensions = dims;
        }
        await tx.execute(sql`delete from knowledge_vectors where document_id = ${documentId}`);
        const values = rows.map(
          (row) => sql`(${row.chunkId}, ${documentId}, ${containerId}, ${model}, ${vectorLiteral(row.vector)}::vector)`,
        );
        await tx.execute(sql`insert into knowledge_vectors (chunk_id, document_id, container_id, model, embedding)
          values ${sql.join(values, sql`, `)}`);
      });
    },

    /** The passages nearest a query vector, of the current model, in active containers (all, or these). */
    async nearest(
      vector: readonly number[],
      model: string,
      options: { containerIds?: string[] | undefined; limit: number },
    ): Promise<NearPassage[]> {
      if (dimensions !== vector.length) return [];
      const containerFilter = options.containerIds
        ? sql`and v.container_id = any(${sql.param(options.containerIds)}::text[])`
        : sql``;
      const result = (await db.execute(sql`
        select v.chunk_id, 1 - (v.embedding <=> ${vectorLiteral(vector)}::vector) as similarity
        from knowledge_vectors v
        join storage_containers s on s.id = v.container_id
        where v.model = ${model} and s.is_active ${containerFilter}
        order by v.embedding <=> ${vectorLiteral(vector)}::vector
        limit ${options.limit}`)) as { rows: { chunk_id: number; similarity: number }[] };
      return result.rows.map((row) => ({ chunkId: Number(row.chunk_id), similarity: Number(row.similarity) }));
    },
  };
}
export type VectorIndex = ReturnType<typeof createVectorIndex>;
