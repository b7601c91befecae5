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
import { createInlineIndexingQueue, type IndexingQueue } from "./indexing-queue";
import { createKnowledgeSearch } from "./knowledge-search";
import { createKnowledgeStore } from "./knowledge-store";

export interface KnowledgeOptions {
  db: Database;
  /** The hub's master key (secret-box.ts `loadMasterKey`): seals encrypted containers, keys the blind index. */
  masterKey: Buffer;
  /** Where indexing runs; inline by default. A durable queue calls `indexDocument` from its worker. */
  queue?: (indexDocument: (documentId: number) => Promise<void>) => IndexingQueue;
  /** Vectors for hybrid search; without one, full-text search alone. */
  embedder?: Embedder | undefined;
  activity?: (type: string, description: string, details: Record<string, unknown>) => Promise<unknown>;
  log?: (line: string) => void;
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
  const search = createKnowledgeSearch(db, store, blind);
  const queue = (options.queue ?? createInlineIndexingQueue)(store.indexDocument);

  async function requireContainers(ids: string[]) {
    if (!ids.length) return;
    const rows = await db
      .select({ id: storageContainers.id })
      .from(storageContainers)
      .where(sql`${storageContainers.id} = any(${sql.param(ids)}::text[])`);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw new ApiError(404, "container_not_found", `No storage container ${missing.join(", ")}`);
  }

  async function bindings(personalityId: string): Promise<string[]> {
    const rows = await db
      .select({ containerId: knowledgeBindings.containerId })
      .from(knowledgeBindings)
      .where(eq(knowledgeBindings.personalityId, personalityId))
      .orderBy(asc(knowledgeBindings.containerId));
    return rows.map((row) => row.containerId);
  }

  return {
    store,
    search,
    queue,
    activity: options.activity,
    vectors: options.embedder ? ("hybrid" as const) : ("fulltext" as const),

    /** Seals, recounts and indexes what the rows need; run once at start (every instance may, safely). */
    async start(): Promise<void> {
      const pending = await store.reconcile();
      for (const id of pending) {
        // One unreadable document (sealed under another instance's HUB_SECRET) must not stop the hub.
        await queue.enqueue(id).catch((err: Error) => {
          options.log?.(`[knowledge] document ${id} could not be indexed: ${err.message}`);
        });
      }
      await store.maintain();
      if (!options.embedder) options.log?.("[knowledge] no embeddings configured: search uses full text only");
    },

    async addDocument(
      containerId: string,
      input: { title: string; text: string; mediaType: DocumentMediaType },
    ): Promise<StorageDocument> {
      const document = await store.addDocument(containerId, input);
      await queue.enqueue(document.id);
      await options.activity?.("document_added", `Document "${document.title}" added to ${containerId}`, {
        containerId,
        documentId: document.id,
      });
      return { ...document, chunks: await store.chunkCount(document.id) };
    },

    async updateContainer(id: string, patch: UpdateContainer) {
      const { container, reindex } = await store.updateContainer(id, patch);
      for (const documentId of reindex) await queue.enqueue(documentId);
      return container;
    },

    bindings,

    async bind(personalityId: string, containerIds: string[]): Promise<string[]> {
      if (!findPersonality(personalityId)) {
        throw new ApiError(404, "unknown_personality", `No personality ${personalityId}`);
      }
      const unique = [...new Set(containerIds)];
      await requireContainers(unique);
      await db.transaction(async (tx) => {
        await tx.delete(knowledgeBindings).where(eq(knowledgeBindings.personalityId, personalityId));
        if (unique.length) {
          await tx.insert(knowledgeBindings).values(unique.map((containerId) => ({ personalityId, containerId })));
        }
      });
      return bindings(personalityId);
    },

    /** The passages a personality's chat should see for this question; none when it is bound to nothing. */
    async retrieve(personalityId: string, question: string): Promise<Citation[]> {
      const containerIds = await bindings(personalityId);
      if (!containerIds.length || !question.trim()) return [];
      const hits = await search.search(question.slice(0, 500), { containerIds, limit: retrievalDefaults.limit });
      return hits.filter((hit) => hit.score > retrievalDefaults.minScore);
    },

    async graph(): Promise<KnowledgeGraph> {
      const [containers, documents, bound] = await Promise.all([
        db
          .select({
            id: storageContainers.id,
            displayName: storageContainers.displayName,
            category: storageContainers.category,
          })
          .from(storageContainers)
          .orderBy(asc(storageContainers.id)),
        db
          .select({ id: storageDocuments.id, containerId: storageDocuments.containerId, title: storageDocuments.name })
          .from(storageDocuments)
          .orderBy(asc(storageDocuments.id)),
        db.select().from(knowledgeBindings).orderBy(asc(knowledgeBindings.personalityId)),
      ]);
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
