import { z } from "zod";
import { storageTypeSchema } from "./storage.schema";

const count = z.number().int().nonnegative();

/** The kinds of file a container accepts; anything else is refused with 415. */
export const documentMediaTypes = ["text/plain", "text/markdown", "text/html", "application/pdf"] as const;
export const documentMediaTypeSchema = z.enum(documentMediaTypes);
export type DocumentMediaType = z.infer<typeof documentMediaTypeSchema>;

/** The largest single document a container takes (the request body limit of an upload). */
export const maxDocumentBytes = 8 * 1024 * 1024;

/**
 * Where a document's indexing stands. It runs as a queued task after the upload answers: `queued`, then
 * `indexing`, then `ready` (searchable), or `failed` with the reason (tried again before it is final).
 */
export const documentIndexStatuses = ["queued", "indexing", "ready", "failed"] as const;
export const documentIndexStatusSchema = z.enum(documentIndexStatuses);
export type DocumentIndexStatus = z.infer<typeof documentIndexStatusSchema>;

/** A document held in a storage container; `size` is the bytes of its extracted text. */
export const storageDocumentSchema = z.object({
  id: z.number().int().positive(),
  containerId: z.string(),
  title: z.string(),
  mediaType: documentMediaTypeSchema,
  size: count,
  /** Passages indexed so far (0 until the first indexing finishes). */
  chunks: count,
  encrypted: z.boolean(),
  createdAt: z.string(),
  indexStatus: documentIndexStatusSchema,
  /** Why the last try failed (`failed`, or `queued` for another try); null otherwise. */
  indexError: z.string().nullable(),
  /** The embedding model of its passages' vectors; null when searched by words alone. */
  vectorModel: z.string().nullable(),
});
export type StorageDocument = z.infer<typeof storageDocumentSchema>;
export const storageDocumentListSchema = z.array(storageDocumentSchema);

/** One document with its text (opened when the container is encrypted). */
export const storageDocumentContentSchema = storageDocumentSchema.extend({ content: z.string() });
export type StorageDocumentContent = z.infer<typeof storageDocumentContentSchema>;

/** `POST .../documents` as JSON: a text document typed or pasted in. */
export const createTextDocumentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().min(1, "content must not be empty"),
  mediaType: z.enum(["text/plain", "text/markdown", "text/html"]).optional(),
});
export type CreateTextDocument = z.infer<typeof createTextDocumentSchema>;

const containerFields = {
  displayName: z.string().trim().min(1).max(100),
  description: z.string().max(1000),
  category: z.string().trim().min(1).max(50),
  // The server keeps sizes in 32-bit columns.
  maxSize: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  storageType: storageTypeSchema,
  isActive: z.boolean(),
  encryptionEnabled: z.boolean(),
};

/**
 * What a customer may keep of their own knowledge (issue 24): containers, and the room of each (the
 * administrator's containers have no such limit). A refusal is a 422 that names the limit.
 */
export const customerKnowledgeLimits = {
  containers: 10,
  containerBytes: 10 * 1024 * 1024,
} as const;

/**
 * `POST /api/yaml-storage/containers`: the administrator's (the hub's own), or a customer's own (their id is
 * prefixed with `c<customer id>-`, so two customers' names never meet; `maxSize` within
 * `customerKnowledgeLimits`).
 */
export const createContainerSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "use lower-case letters, digits and dashes (at most 63)")
    .optional(),
  displayName: containerFields.displayName,
  description: containerFields.description.default(""),
  category: containerFields.category,
  maxSize: containerFields.maxSize,
  storageType: containerFields.storageType.default("private"),
  isActive: containerFields.isActive.default(true),
  encryptionEnabled: containerFields.encryptionEnabled.default(false),
});
export type CreateContainer = z.input<typeof createContainerSchema>;

/** `PATCH /api/yaml-storage/containers/{id}` (administrator): any of the fields. */
export const updateContainerSchema = z
  .object(containerFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "name at least one field to change" });
export type UpdateContainer = z.infer<typeof updateContainerSchema>;

/** A ranked passage of a search, and the citation a grounded answer carries. */
export const knowledgeHitSchema = z.object({
  documentId: z.number().int().positive(),
  containerId: z.string(),
  chunkId: z.number().int().positive(),
  documentTitle: z.string(),
  text: z.string(),
  /**
   * Higher is better. By words alone: 2 + rank when the passage holds every word of the query, 1 + rank when
   * it holds an uncommon one, the rank alone for common words only (rank: PostgreSQL's `ts_rank`, 0..1). By
   * words and meaning (`hybrid`): the fused rank, 1 when first in both lists.
   */
  score: z.number(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHitSchema>;

export const knowledgeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "q must not be empty").max(500),
  containerId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const knowledgeSearchResultSchema = z.object({
  query: z.string(),
  /** `fulltext`, or `hybrid` when vectors are available and were used. */
  mode: z.enum(["fulltext", "hybrid"]),
  hits: z.array(knowledgeHitSchema),
});
export type KnowledgeSearchResult = z.infer<typeof knowledgeSearchResultSchema>;

/** A citation on an answer: the same fields as a search hit. */
export const citationSchema = knowledgeHitSchema;
export type Citation = KnowledgeHit;

/** `PUT /api/ai-models/{id}/knowledge`: the containers a personality answers from. */
export const knowledgeBindingSchema = z.object({
  containerIds: z.array(z.string().min(1)).max(20),
});
export type KnowledgeBinding = z.infer<typeof knowledgeBindingSchema>;

/** The Knowledge Base Insights card and the knowledge graph, computed from the rows. */
export const knowledgeGraphSchema = z.object({
  containers: z.array(z.object({ id: z.string(), displayName: z.string(), category: z.string(), documents: count })),
  documents: z.array(z.object({ id: z.number().int(), containerId: z.string(), title: z.string() })),
  bindings: z.array(z.object({ personalityId: z.string(), containerId: z.string() })),
  categories: count,
  relationships: count,
});
export type KnowledgeGraph = z.infer<typeof knowledgeGraphSchema>;
