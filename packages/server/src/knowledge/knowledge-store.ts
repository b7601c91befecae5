import {
  type CreateContainer,
  createContainerSchema,
  customerKnowledgeLimits,
  type DocumentIndexStatus,
  type DocumentMediaType,
  documentIndexStatusSchema,
  documentMediaTypeSchema,
  formatBytes,
  type StorageContainer,
  type StorageDocument,
  type StorageDocumentContent,
  storageTypeSchema,
  type UpdateContainer,
} from "@hub-of-minds/core";
import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { knowledgeChunks, storageContainers, storageDocuments } from "../db/schema";
import type { Sealed, SecretBox } from "../gateway/secret-box";
import { ApiError } from "../http/api-error";
import type { BlindIndex } from "./blind-index";
import { chunkText } from "./chunker";
import { type KnowledgeReader, owns, sees } from "./knowledge-reader";

type DocumentRow = typeof storageDocuments.$inferSelect;
type ContainerRow = typeof storageContainers.$inferSelect;

export const toContainer = (row: ContainerRow): StorageContainer => ({
  ...row,
  storageType: storageTypeSchema.parse(row.storageType),
});

const notFound = (id: string) => new ApiError(404, "container_not_found", `No storage container ${id}`);

/** What a sealed document's `content` column holds; the context binds it to its container and name. */
const documentContext = (containerId: string, name: string) => `document:${containerId}/${name}`;
const chunkContext = (documentId: number, ordinal: number) => `chunk:${documentId}:${ordinal}`;

/** What indexing wrote: the plain passages get vectors; a sealed container's get none (they would leak it). */
export interface IndexedDocument {
  containerId: string;
  encrypted: boolean;
  passages: { chunkId: number; text: string }[];
  /** Marked ready with its passages (no vectors to add). */
  ready?: boolean;
}

export interface KnowledgeStoreDeps {
  db: Database;
  box: SecretBox;
  blind: BlindIndex;
}

/** How many new chunks (counted per instance) make the store merge its index and refresh its statistics. */
export const maintainEveryChunks = 500;

/** Containers and their documents: sizes held to `maxSize`, sealed at rest when the container is encrypted. */
export function createKnowledgeStore({ db, box, blind }: KnowledgeStoreDeps) {
  async function container(id: string): Promise<ContainerRow> {
    const [row] = await db.select().from(storageContainers).where(eq(storageContainers.id, id));
    if (!row) throw notFound(id);
    return row;
  }

  /**
   * A container as the reader may reach it: `see` to read (the hub's are everyone's), `own` to change or to
   * search; another customer's is the same 404 as one that does not exist.
   */
  async function containerFor(id: string, reader: KnowledgeReader, need: "see" | "own"): Promise<ContainerRow> {
    const row = await container(id);
    const allowed = need === "own" ? owns(reader, row.ownerCustomerId) : sees(reader, row.ownerCustomerId);
    if (!allowed) throw notFound(id);
    return row;
  }

  /** A customer's container: within their limits, its id theirs alone (`c<customer id>-`). */
  async function createCustomerContainer(
    customerId: number,
    body: ReturnType<typeof createContainerSchema.parse>,
  ): Promise<StorageContainer> {
    const { containers: most, containerBytes } = customerKnowledgeLimits;
    if (body.maxSize > containerBytes) {
      throw new ApiError(
        422,
        "container_too_large",
        `A container of yours may hold at most ${formatBytes(containerBytes)}; ${formatBytes(body.maxSize)} was asked.`,
        { maxSize: containerBytes },
      );
    }
    const id = `c${customerId}-${body.id ?? slug(body.displayName)}`.slice(0, 63).replace(/-+$/, "");
    const row = await db.transaction(async (tx) => {
      // One creation at a time per customer, so two at once cannot both take the last place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hom:knowledge:owner:${customerId}`}))`);
      const [held] = await tx
        .select({ n: count() })
        .from(storageContainers)
        .where(eq(storageContainers.ownerCustomerId, customerId));
      if ((held?.n ?? 0) >= most) {
        throw new ApiError(
          422,
          "container_limit_reached",
          `You already have ${most} containers, the most a customer keeps; add documents to one of them instead.`,
          { limit: most },
        );
      }
      const [inserted] = await tx
        .insert(storageContainers)
        .values({ ...body, id, currentSize: 0, ownerCustomerId: customerId })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (!row) throw new ApiError(409, "container_exists", `You already have a container with the id ${id}`);
    return toContainer(row);
  }

  function openContent(row: DocumentRow): string {
    if (!row.encrypted) return row.content;
    return box.open(JSON.parse(row.content) as Sealed, documentContext(row.containerId, row.name));
  }

  // A document's row with its passages counted in the same statement: a state and a count of one moment.
  const withChunkCount = {
    ...getTableColumns(storageDocuments),
    // Written out: drizzle leaves a select's columns unqualified, and "id" would be the chunk's.
    chunkCount:
      sql<number>`(select count(*) from knowledge_chunks k where k.document_id = storage_documents.id)`.mapWith(Number),
  };

  const toDocument = (row: DocumentRow, chunks: number): StorageDocument => ({
    id: row.id,
    containerId: row.containerId,
    title: row.name,
    mediaType: documentMediaTypeSchema.catch("text/plain").parse(row.mediaType),
    size: row.sizeBytes,
    chunks,
    encrypted: row.encrypted,
    createdAt: row.createdAt.toISOString(),
    indexStatus: documentIndexStatusSchema.catch("queued").parse(row.indexStatus),
    indexError: row.indexError,
    vectorModel: row.vectorModel,
  });

  async function documentRow(containerId: string, documentId: number) {
    const [row] = await db
      .select(withChunkCount)
      .from(storageDocuments)
      .where(and(eq(storageDocuments.id, documentId), eq(storageDocuments.containerId, containerId)));
    if (!row) throw new ApiError(404, "document_not_found", `Container ${containerId} has no document ${documentId}`);
    return row;
  }

  // What autovacuum does on PostgreSQL and PGlite never does: merge the GIN indexes' pending lists (which
  // every search scans whole) and refresh the planner's statistics (without them it filters every chunk of a
  // container instead of using the index). On 11,567 chunks the bare query took 45 ms before, 0.7 ms after.
  let unmaintained = 0;
  async function maintain(): Promise<void> {
    await db.execute(sql`select gin_clean_pending_list('knowledge_chunks_tsv_idx'::regclass),
      gin_clean_pending_list('knowledge_chunks_blind_tsv_idx'::regclass)`);
    await db.execute(sql`analyze knowledge_chunks`);
  }
  async function afterWriting(chunks: number): Promise<void> {
    unmaintained += chunks;
    if (unmaintained < maintainEveryChunks) return;
    unmaintained = 0;
    await maintain();
  }

  /**
   * Chunks a document again from its stored text (sealed chunks in an encrypted container); answers the new
   * passages (for their vectors), or nothing when the document is gone.
   */
  async function indexDocument(
    documentId: number,
    options: { vectors: boolean } = { vectors: false },
  ): Promise<IndexedDocument | undefined> {
    let written: IndexedDocument | undefined;
    let chunks = 0;
    await db.transaction(async (tx) => {
      // The row lock keeps two instances from indexing one document twice at once.
      const locked = await tx.execute(sql`select id from storage_documents where id = ${documentId} for update`);
      if (!(locked as { rows: unknown[] }).rows.length) return;
      const [row] = await tx.select().from(storageDocuments).where(eq(storageDocuments.id, documentId));
      if (!row) return;
      await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.documentId, documentId));
      const pieces = chunkText(openContent(row));
      chunks = pieces.length;
      written = { containerId: row.containerId, encrypted: row.encrypted, passages: [] };
      for (const [ordinal, piece] of pieces.entries()) {
        if (!row.encrypted) {
          const [chunk] = await tx
            .insert(knowledgeChunks)
            .values({ documentId, containerId: row.containerId, ordinal, text: piece })
            .returning({ id: knowledgeChunks.id });
          if (chunk) written.passages.push({ chunkId: chunk.id, text: piece });
          continue;
        }
        const lexemes = (await tx.execute(
          sql`select lexeme, positions from unnest(to_tsvector('english', ${piece}))`,
        )) as { rows: { lexeme: string; positions: number[] | null }[] };
        await tx.insert(knowledgeChunks).values({
          documentId,
          containerId: row.containerId,
          ordinal,
          sealed: JSON.stringify(box.seal(piece, chunkContext(documentId, ordinal))),
          blindTsv: blind.vector(lexemes.rows),
        });
      }
      // Without vectors to add (none wanted; sealed passages get none) the document is ready with its passages:
      // nobody sees one without the other.
      if (!options.vectors || row.encrypted) {
        await tx
          .update(storageDocuments)
          .set({ indexStatus: "ready", indexError: null, vectorModel: null })
          .where(eq(storageDocuments.id, documentId));
        written.ready = true;
      }
    });
    await afterWriting(chunks);
    return written;
  }

  /** Records where a document's indexing stands (the page shows it); a vanished document is no error. */
  async function setIndexState(
    documentId: number,
    state: { status: DocumentIndexStatus; error?: string | null; vectorModel?: string | null },
  ): Promise<void> {
    await db
      .update(storageDocuments)
      .set({
        indexStatus: state.status,
        indexError: state.error ?? null,
        ...(state.vectorModel !== undefined ? { vectorModel: state.vectorModel } : {}),
      })
      .where(eq(storageDocuments.id, documentId));
  }

  return {
    container,
    containerFor,
    indexDocument,
    setIndexState,
    /** The index merged and the statistics fresh now (at start: a data dir written before this was done). */
    maintain,
    openChunk(row: { documentId: number; ordinal: number; text: string | null; sealed: string | null }): string {
      if (row.text !== null) return row.text;
      return box.open(JSON.parse(row.sealed ?? "{}") as Sealed, chunkContext(row.documentId, row.ordinal));
    },

    /** The administrator's container is the hub's own; a customer's (`ownerCustomerId`) is theirs. */
    async createContainer(input: CreateContainer, ownerCustomerId?: number): Promise<StorageContainer> {
      const body = createContainerSchema.parse(input);
      if (ownerCustomerId !== undefined) return createCustomerContainer(ownerCustomerId, body);
      const id = body.id ?? slug(body.displayName);
      const [row] = await db
        .insert(storageContainers)
        .values({ ...body, id, currentSize: 0 })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, "container_exists", `A storage container with the id ${id} already exists`);
      return toContainer(row);
    },

    /** Changes a container; turning encryption on or off seals or opens its documents and their chunks. */
    async updateContainer(
      id: string,
      patch: UpdateContainer,
    ): Promise<{ container: StorageContainer; reindex: number[] }> {
      const before = await container(id);
      if (patch.maxSize !== undefined && patch.maxSize < before.currentSize) {
        throw new ApiError(
          409,
          "container_too_small",
          `${before.displayName} already holds ${formatBytes(before.currentSize)}: its maximum cannot be ${formatBytes(patch.maxSize)}.`,
        );
      }
      const reindex: number[] = [];
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(storageContainers).set(patch).where(eq(storageContainers.id, id)).returning();
        if (patch.encryptionEnabled !== undefined && patch.encryptionEnabled !== before.encryptionEnabled) {
          const docs = await tx.select().from(storageDocuments).where(eq(storageDocuments.containerId, id));
          for (const doc of docs) {
            const text = openContent(doc);
            const content = patch.encryptionEnabled
              ? JSON.stringify(box.seal(text, documentContext(id, doc.name)))
              : text;
            await tx
              .update(storageDocuments)
              .set({ content, encrypted: patch.encryptionEnabled })
              .where(eq(storageDocuments.id, doc.id));
            reindex.push(doc.id);
          }
        }
        return updated;
      });
      if (!row) throw new ApiError(404, "container_not_found", `No storage container ${id}`);
      return { container: toContainer(row), reindex };
    },

    /** The containers a reader owns: a customer's own, every container for the administrator. */
    async containersOf(reader: KnowledgeReader): Promise<StorageContainer[]> {
      if (reader.kind === "public") return [];
      const rows = await db
        .select()
        .from(storageContainers)
        .where(reader.kind === "customer" ? eq(storageContainers.ownerCustomerId, reader.customerId) : undefined)
        .orderBy(asc(storageContainers.id));
      return rows.map(toContainer);
    },

    /** The ids of the containers a reader sees (the hub's, and a customer's own); undefined: every one. */
    async seenIds(reader: KnowledgeReader): Promise<string[] | undefined> {
      if (reader.kind === "admin") return undefined;
      const owner = reader.kind === "customer" ? reader.customerId : null;
      const rows = await db
        .select({ id: storageContainers.id })
        .from(storageContainers)
        .where(sql`${storageContainers.ownerCustomerId} is null or ${storageContainers.ownerCustomerId} = ${owner}`);
      return rows.map((row) => row.id);
    },

    /** The ids of a customer's containers (their search and their bindings reach these alone). */
    async ownedIds(customerId: number): Promise<string[]> {
      const rows = await db
        .select({ id: storageContainers.id })
        .from(storageContainers)
        .where(eq(storageContainers.ownerCustomerId, customerId));
      return rows.map((row) => row.id);
    },

    async listDocuments(containerId: string): Promise<StorageDocument[]> {
      await container(containerId);
      const rows = await db
        .select(withChunkCount)
        .from(storageDocuments)
        .where(eq(storageDocuments.containerId, containerId))
        .orderBy(desc(storageDocuments.createdAt), desc(storageDocuments.id));
      return rows.map((row) => toDocument(row, row.chunkCount));
    },

    async readDocument(containerId: string, documentId: number): Promise<StorageDocumentContent> {
      const row = await documentRow(containerId, documentId);
      return { ...toDocument(row, row.chunkCount), content: openContent(row) };
    },

    /**
     * Stores a document's text if it fits: the size is added to the container in the same statement that checks
     * the room left, so two uploads at once cannot both squeeze into the last bytes.
     */
    async addDocument(
      containerId: string,
      input: { title: string; text: string; mediaType: DocumentMediaType },
    ): Promise<StorageDocument> {
      const target = await container(containerId);
      const size = Buffer.byteLength(input.text, "utf8");
      const title = input.title.trim().slice(0, 200);
      const row = await db.transaction(async (tx) => {
        const [grown] = await tx
          .update(storageContainers)
          .set({ currentSize: sql`${storageContainers.currentSize} + ${size}` })
          .where(
            and(
              eq(storageContainers.id, containerId),
              sql`${storageContainers.currentSize} + ${size} <= ${storageContainers.maxSize}`,
            ),
          )
          .returning();
        if (!grown) {
          const [now] = await tx.select().from(storageContainers).where(eq(storageContainers.id, containerId));
          const left = Math.max(0, (now?.maxSize ?? 0) - (now?.currentSize ?? 0));
          throw new ApiError(
            413,
            "container_full",
            `${target.displayName} has ${formatBytes(left)} of room left; "${title}" needs ${formatBytes(size)}.`,
            { containerId, roomLeft: left, needed: size },
          );
        }
        const content = grown.encryptionEnabled
          ? JSON.stringify(box.seal(input.text, documentContext(containerId, title)))
          : input.text;
        const [inserted] = await tx
          .insert(storageDocuments)
          .values({
            containerId,
            name: title,
            content,
            sizeBytes: size,
            mediaType: input.mediaType,
            encrypted: grown.encryptionEnabled,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          throw new ApiError(
            409,
            "document_exists",
            `${target.displayName} already holds a document named "${title}".`,
          );
        }
        return inserted;
      });
      return toDocument(row, 0);
    },

    async deleteDocument(containerId: string, documentId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(storageDocuments)
          .where(and(eq(storageDocuments.id, documentId), eq(storageDocuments.containerId, containerId)))
          .returning();
        if (!removed) {
          throw new ApiError(404, "document_not_found", `Container ${containerId} has no document ${documentId}`);
        }
        await tx
          .update(storageContainers)
          .set({ currentSize: sql`greatest(0, ${storageContainers.currentSize} - ${removed.sizeBytes})` })
          .where(eq(storageContainers.id, containerId));
      });
    },

    /** One document as the API shows it, or undefined when it is gone. */
    async document(documentId: number): Promise<StorageDocument | undefined> {
      const [row] = await db.select(withChunkCount).from(storageDocuments).where(eq(storageDocuments.id, documentId));
      return row ? toDocument(row, row.chunkCount) : undefined;
    },

    /**
     * Brings stored rows in line with the rules once at start: documents of encrypted containers sealed (the
     * seeded ones arrive plain), sizes counted from the documents, and unindexed documents returned for indexing,
     * with, when passages get vectors of `vectorModel`, the plain documents whose vectors are of another model
     * or missing (the embedding model changed, or was configured after they were indexed).
     */
    async reconcile(vectorModel?: string): Promise<number[]> {
      // Instances starting together take turns: two reconciles updating the same rows deadlocked.
      return db.transaction(async (db) => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext('hom:knowledge:reconcile'))`);
        const plainInSealed = await db
          .select({ doc: storageDocuments })
          .from(storageDocuments)
          .innerJoin(storageContainers, eq(storageDocuments.containerId, storageContainers.id))
          .where(and(eq(storageContainers.encryptionEnabled, true), eq(storageDocuments.encrypted, false)));
        for (const { doc } of plainInSealed) {
          await db
            .update(storageDocuments)
            .set({
              content: JSON.stringify(box.seal(doc.content, documentContext(doc.containerId, doc.name))),
              encrypted: true,
            })
            .where(and(eq(storageDocuments.id, doc.id), eq(storageDocuments.encrypted, false)));
          await db.delete(knowledgeChunks).where(eq(knowledgeChunks.documentId, doc.id));
        }
        await db.execute(sql`update storage_containers c set current_size =
        coalesce((select sum(d.size_bytes) from storage_documents d where d.container_id = c.id), 0)`);
        const otherVectors = vectorModel
          ? sql`or (not ${storageDocuments.encrypted} and ${storageDocuments.vectorModel} is distinct from ${vectorModel})`
          : sql``;
        const pending = await db
          .update(storageDocuments)
          .set({ indexStatus: "queued", indexError: null })
          .where(
            sql`not exists (select 1 from knowledge_chunks k where k.document_id = ${storageDocuments.id}) ${otherVectors}`,
          )
          .returning({ id: storageDocuments.id });
        return pending.map((row) => row.id).sort((a, b) => a - b);
      });
    },
  };
}
export type KnowledgeStore = ReturnType<typeof createKnowledgeStore>;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63) || "container";
