import { createHash } from "node:crypto";
import {
  type Citation,
  type DocumentMediaType,
  findPersonality,
  type KnowledgeGraph,
  type StorageDocument,
  type UpdateContainer,
} from "@hub-of-minds/core";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { knowledgeBindings, storageContainers, storageDocuments } from "../db/schema";
import { createSecretBox } from "../gateway/secret-box";
import { ApiError } from "../http/api-error";
import { createBlindIndex } from "./blind-index";
import type { Embedder } from "./embedder";
import { createInlineIndexingQueue, type IndexDocument, type IndexingQueue } from "./indexing-queue";
import { chatReader, type KnowledgeReader, owns, publicReader, sees } from "./knowledge-reader";
import { createKnowledgeSearch } from "./knowledge-search";
import { createKnowledgeStore } from "./knowledge-store";
import { createVectorIndex } from "./vector-index";

export interface KnowledgeOptions {
  db: Database;
  /** The hub's master key (secret-box.ts `loadMasterKey`): seals encrypted containers, keys the blind index. */
  masterKey: Buffer;
  /** Where indexing runs; inline by default. The hub passes its durable queue (`createDurableIndexingQueue`). */
  queue?: (indexDocument: IndexDocument) => IndexingQueue;
  /** Vectors for hybrid search (with pgvector in the database); without one, full-text search alone. */
  embedder?: Embedder | undefined;
  activity?: (type: string, description: string, details: Record<string, unknown>) => Promise<unknown>;
  log?: (line: string) => void;
  /** Chunks a word must be in to count as common in search (knowledge-search.ts); tests lower it. */
  commonWordRows?: number;
}

/** How many passages a bound personality's chat gets; any passage sharing a word with the question counts (ts_rank of a one-word match in a short OR query can be ~0.004). */
export const retrievalDefaults = { limit: 4, minScore: 0 };

/** Documents, their index and search, personality bindings: built once where the app is assembled. */
export function createKnowledge(options: KnowledgeOptions) {
  const { db } = options;
  // Separate keys for sealing and for the blind index, both derived from the one master key.
  const derive = (purpose: string) => createHash("sha256").update(options.masterKey).update(purpose).digest();
  const box = createSecretBox(derive("knowledge:seal"));
  const blind = createBlindIndex(derive("knowledge:blind-index"));
  const store = createKnowledgeStore({ db, box, blind });
  const vectors = createVectorIndex(db);
  const { embedder } = options;
  const search = createKnowledgeSearch({
    db,
    store,
    blind,
    vectors,
    embedder,
    log: options.log,
    ...(options.commonWordRows === undefined ? {} : { commonWordRows: options.commonWordRows }),
  });
  /** Whether passages get vectors: a model is configured and the database has pgvector (known after start). */
  const embedding = () => (embedder && vectors.support.available ? embedder : undefined);

  /** One queued run: passages (and their vectors) written, the document's state kept for the page. */
  async function indexDocument(documentId: number, attempt: { final: boolean }): Promise<void> {
    await store.setIndexState(documentId, { status: "indexing" });
    try {
      const model = embedding();
      const written = await store.indexDocument(documentId, { vectors: Boolean(model) });
      if (!written || written.ready) return;
      if (model && !written.encrypted && written.passages.length) {
        // A customer's documents are embedded on their quota; the hub's on the operator's account.
        const owner = (await store.container(written.containerId)).ownerCustomerId;
        const embedded = await model.embed(
          written.passages.map((passage) => passage.text),
          owner === null ? undefined : { kind: "customer", customerId: owner, via: "key" },
        );
        await vectors.write(
          documentId,
          written.containerId,
          model.model,
          written.passages.map((passage, i) => ({ chunkId: passage.chunkId, vector: embedded[i] ?? [] })),
        );
      }
      await store.setIndexState(documentId, {
        status: "ready",
        vectorModel: model && !written.encrypted ? model.model : null,
      });
    } catch (err) {
      const reason = (err as Error).message;
      await store.setIndexState(documentId, { status: attempt.final ? "failed" : "queued", error: reason });
      options.log?.(`[knowledge] indexing document ${documentId} failed: ${reason}`);
      throw err;
    }
  }
  const queue = (options.queue ?? createInlineIndexingQueue)(indexDocument);

  /** How search ranks here: words and vectors fused, or words alone (and why), for /readyz and the log. */
  function searchMode(): { mode: "hybrid" } | { mode: "fulltext"; reason: string } {
    if (embedding()) return { mode: "hybrid" };
    const support = vectors.support;
    return {
      mode: "fulltext",
      reason: !embedder
        ? "no embedding model is configured (KNOWLEDGE_EMBEDDING_MODEL)"
        : support.available
          ? "vectors are not available"
          : support.reason,
    };
  }

  /** The containers exist and the reader owns each (another customer's is as missing as one that is not). */
  async function requireContainers(ids: string[], reader: KnowledgeReader) {
    if (!ids.length) return;
    const rows = await db
      .select({ id: storageContainers.id, owner: storageContainers.ownerCustomerId })
      .from(storageContainers)
      .where(sql`${storageContainers.id} = any(${sql.param(ids)}::text[])`);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id && owns(reader, row.owner)));
    if (missing.length) throw new ApiError(404, "container_not_found", `No storage container ${missing.join(", ")}`);
  }

  /**
   * The containers a personality is bound to, as the reader sees them: the hub's own, a customer's own too,
   * every binding for the administrator.
   */
  async function bindings(personalityId: string, reader: KnowledgeReader = publicReader): Promise<string[]> {
    const rows = await db
      .select({ containerId: knowledgeBindings.containerId, owner: storageContainers.ownerCustomerId })
      .from(knowledgeBindings)
      .innerJoin(storageContainers, eq(storageContainers.id, knowledgeBindings.containerId))
      .where(eq(knowledgeBindings.personalityId, personalityId))
      .orderBy(asc(knowledgeBindings.containerId));
    return rows.filter((row) => sees(reader, row.owner)).map((row) => row.containerId);
  }

  return {
    store,
    search,
    queue,
    activity: options.activity,
    searchMode,

    /** Finds pgvector, seals, recounts and queues what the rows need; run once at start (every instance may). */
    async start(): Promise<void> {
      if (embedder) await vectors.detect();
      const mode = searchMode();
      if (mode.mode === "fulltext") options.log?.(`[knowledge] search uses full text only: ${mode.reason}`);
      await queue.start();
      const pending = await store.reconcile(embedding()?.model);
      await queue.enqueue(pending).catch((err: Error) => {
        options.log?.(`[knowledge] ${pending.length} documents could not be queued for indexing: ${err.message}`);
      });
      await store.maintain();
    },

    async addDocument(
      containerId: string,
      input: { title: string; text: string; mediaType: DocumentMediaType },
    ): Promise<StorageDocument> {
      const document = await store.addDocument(containerId, input);
      await queue.enqueue([document.id]);
      await options.activity?.("document_added", `Document "${document.title}" added to ${containerId}`, {
        containerId,
        documentId: document.id,
      });
      // Queued (or, inline, indexed already): as it stands now.
      return (await store.document(document.id)) ?? document;
    },

    async updateContainer(id: string, patch: UpdateContainer) {
      const { container, reindex } = await store.updateContainer(id, patch);
      for (const documentId of reindex) await store.setIndexState(documentId, { status: "queued" });
      await queue.enqueue(reindex);
      return container;
    },

    bindings,

    /**
     * Replaces the reader's bindings of a personality: a customer's list those of their own containers (the
     * hub's and other customers' stay), the administrator's every binding. Answers what `bindings` shows them.
     */
    async bind(personalityId: string, containerIds: string[], reader: KnowledgeReader): Promise<string[]> {
      if (!findPersonality(personalityId)) {
        throw new ApiError(404, "unknown_personality", `No personality ${personalityId}`);
      }
      const unique = [...new Set(containerIds)];
      await requireContainers(unique, reader);
      const replaced =
        reader.kind === "customer"
          ? sql` and ${knowledgeBindings.containerId} in (select id from storage_containers where owner_customer_id = ${reader.customerId})`
          : sql``;
      await db.transaction(async (tx) => {
        await tx.delete(knowledgeBindings).where(sql`${knowledgeBindings.personalityId} = ${personalityId}${replaced}`);
        if (unique.length) {
          await tx.insert(knowledgeBindings).values(unique.map((containerId) => ({ personalityId, containerId })));
        }
      });
      return bindings(personalityId, reader);
    },

    /**
     * The passages a personality's chat should see for this question: from the hub's containers bound to it
     * and those of the customer who pays for the chat (`customerId`), never another customer's; none when it
     * is bound to nothing.
     */
    async retrieve(personalityId: string, question: string, customerId?: number): Promise<Citation[]> {
      const containerIds = await bindings(personalityId, chatReader(customerId));
      if (!containerIds.length || !question.trim()) return [];
      const { hits } = await search.search(question.slice(0, 500), { containerIds, limit: retrievalDefaults.limit });
      return hits.filter((hit) => hit.score > retrievalDefaults.minScore);
    },

    /** The graph of what the reader sees: the hub's own knowledge, a customer's too, all for the administrator. */
    async graph(reader: KnowledgeReader = publicReader): Promise<KnowledgeGraph> {
      const [allContainers, allDocuments, allBound] = await Promise.all([
        db
          .select({
            id: storageContainers.id,
            displayName: storageContainers.displayName,
            category: storageContainers.category,
            owner: storageContainers.ownerCustomerId,
          })
          .from(storageContainers)
          .orderBy(asc(storageContainers.id)),
        db
          .select({ id: storageDocuments.id, containerId: storageDocuments.containerId, title: storageDocuments.name })
          .from(storageDocuments)
          .orderBy(asc(storageDocuments.id)),
        db.select().from(knowledgeBindings).orderBy(asc(knowledgeBindings.personalityId)),
      ]);
      const shown = new Set(allContainers.filter((row) => sees(reader, row.owner)).map((row) => row.id));
      const containers = allContainers.filter((row) => shown.has(row.id)).map(({ owner: _owner, ...row }) => row);
      const documents = allDocuments.filter((row) => shown.has(row.containerId));
      const bound = allBound.filter((row) => shown.has(row.containerId));
      // Counted from the documents read anyway (a correlated subquery's unqualified "id" named the document's).
      const perContainer = new Map<string, number>();
      for (const { containerId } of documents) perContainer.set(containerId, (perContainer.get(containerId) ?? 0) + 1);
      return {
        containers: containers.map((row) => ({ ...row, documents: perContainer.get(row.id) ?? 0 })),
        documents,
        bindings: bound,
        categories: new Set(containers.map((row) => row.category)).size,
        // Every edge of the graph: a document in its container, a personality bound to a container.
        relationships: documents.length + bound.length,
      };
    },
  };
}
export type Knowledge = ReturnType<typeof createKnowledge>;
