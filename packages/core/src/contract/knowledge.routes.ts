import { z } from "zod";
import {
  createContainerSchema,
  createTextDocumentSchema,
  customerKnowledgeLimits,
  knowledgeBindingSchema,
  knowledgeGraphSchema,
  knowledgeSearchQuerySchema,
  knowledgeSearchResultSchema,
  storageDocumentContentSchema,
  storageDocumentListSchema,
  storageDocumentSchema,
  updateContainerSchema,
} from "../schemas/knowledge.schema";
import {
  createMemoryEntrySchema,
  forgetResultSchema,
  memoryEntryListSchema,
  memoryEntrySchema,
  memoryQuerySchema,
  memorySubjectSchema,
  updateMemoryEntrySchema,
} from "../schemas/memory.schema";
import { storageContainerListSchema, storageContainerSchema } from "../schemas/storage.schema";
import {
  adminErrors,
  adminOnly,
  bodyErrors,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from "./route-definition";

/** The part of a web `File` the server reads (core has no DOM types). */
interface UploadedFile {
  name: string;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A row id in the path: a positive whole number that fits the database's integer (at most 9 digits). */
const rowId = z.string().regex(/^[1-9][0-9]{0,8}$/, "must be a positive whole number below 1000000000");
const containerParams = z.object({ id: z.string().min(1).max(100).meta({ description: "A container id." }) });
const documentParams = containerParams.extend({
  docId: rowId.meta({ description: "A document id." }),
});
const personalityParams = z.object({
  personalityId: z.string().min(1).max(100).meta({ description: "A personality id, e.g. eve." }),
});
const entryParams = z.object({
  entryId: rowId.meta({ description: "A memory entry id." }),
});

/**
 * Knowledge a customer keeps for their own widget and API (issue 24): the administrator (every container,
 * the hub's own), or a customer, signed in or by secret key, for the containers they own. Another customer's
 * container answers 404, as one that does not exist.
 */
const ownerOrAdmin: Record<string, string[]>[] = [
  { session: ["admin", "customer"] },
  { customerBearer: [] },
  { customerKey: [] },
];
/** Open to all, showing the hub's own knowledge; a customer (session or key) sees theirs too, the administrator all. */
const openOrOwner: Record<string, string[]>[] = [{}, ...ownerOrAdmin];
/** A key's check may also refuse for its own reasons: 403 (subscription inactive) and 429 (its limits). */
const ownerErrors = [...adminErrors, 429] as const;
const limitsText =
  `A customer keeps at most ${customerKnowledgeLimits.containers} containers of at most ` +
  `${customerKnowledgeLimits.containerBytes / 1024 / 1024} MB each (422 container_limit_reached, container_too_large).`;

/** Documents in containers, knowledge search, personality bindings and memory (issue 24). */
export const knowledgeRoutes = {
  createStorageContainer: defineRoute({
    method: "post",
    path: "/api/yaml-storage/containers",
    operationId: "createStorageContainer",
    tags: ["Storage"],
    summary: "Create a storage container (a customer's is theirs: only they and the administrator see it)",
    description: `A customer's container id is \`c<customer id>-\` and its name or id. ${limitsText}`,
    security: ownerOrAdmin,
    request: { body: jsonBody(createContainerSchema) },
    responses: {
      201: jsonAnswer(storageContainerSchema, "The new container"),
      ...errorAnswers(...ownerErrors, ...bodyErrors, 409, 422),
    },
  }),
  listKnowledgeContainers: defineRoute({
    method: "get",
    path: "/api/knowledge/containers",
    operationId: "listKnowledgeContainers",
    tags: ["Knowledge"],
    summary: "The caller's containers: a customer's own, or every container for the administrator",
    description: limitsText,
    security: ownerOrAdmin,
    responses: {
      200: jsonAnswer(storageContainerListSchema, "The containers (sizes in bytes)"),
      ...errorAnswers(...ownerErrors),
    },
  }),
  updateStorageContainer: defineRoute({
    method: "patch",
    path: "/api/yaml-storage/containers/{id}",
    operationId: "updateStorageContainer",
    tags: ["Storage"],
    summary: "Change a container (turning encryption on or off re-seals its documents)",
    security: adminOnly,
    request: { params: containerParams, body: jsonBody(updateContainerSchema) },
    responses: {
      200: jsonAnswer(storageContainerSchema, "The container"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 409),
    },
  }),
  listStorageDocuments: defineRoute({
    method: "get",
    path: "/api/yaml-storage/containers/{id}/documents",
    operationId: "listStorageDocuments",
    tags: ["Storage"],
    summary: "The documents of a container, newest first",
    description: "The hub's containers are open to all; a customer's only to that customer and the administrator.",
    security: openOrOwner,
    request: { params: containerParams },
    responses: { 200: jsonAnswer(storageDocumentListSchema, "The documents"), ...errorAnswers(...ownerErrors, 404) },
  }),
  createStorageDocument: defineRoute({
    method: "post",
    path: "/api/yaml-storage/containers/{id}/documents",
    operationId: "createStorageDocument",
    tags: ["Storage"],
    summary: "Add a document: a multipart `file` (text, Markdown, HTML or PDF) or JSON {title, content}",
    description:
      "The text is extracted, stored (sealed when the container is encrypted), chunked and indexed. A file that " +
      "does not fit the container's room answers 413 and stores nothing. A customer adds to their own containers.",
    security: ownerOrAdmin,
    request: {
      params: containerParams,
      body: {
        // Either media type: the handler checks which one came (zod-openapi would demand both when required).
        required: false,
        content: {
          "application/json": { schema: createTextDocumentSchema },
          "multipart/form-data": {
            schema: z.object({
              // z.file() has no OpenAPI form in the generator: a custom check, described as a binary string.
              file: z
                .custom<UploadedFile>(
                  (value) => typeof value === "object" && value !== null && "arrayBuffer" in value && "name" in value,
                  "file must be a file",
                )
                .meta({ type: "string", format: "binary", description: "The document (.txt, .md, .html, .pdf)." }),
              title: z.string().max(200).optional(),
            }),
          },
        },
      },
    },
    responses: {
      201: jsonAnswer(storageDocumentSchema, "The stored document"),
      ...errorAnswers(...ownerErrors, ...bodyErrors, 404, 422),
    },
  }),
  getStorageDocument: defineRoute({
    method: "get",
    path: "/api/yaml-storage/containers/{id}/documents/{docId}",
    operationId: "getStorageDocument",
    tags: ["Storage"],
    summary: "One document with its text",
    security: ownerOrAdmin,
    request: { params: documentParams },
    responses: {
      200: jsonAnswer(storageDocumentContentSchema, "The document"),
      ...errorAnswers(...ownerErrors, 400, 404),
    },
  }),
  deleteStorageDocument: defineRoute({
    method: "delete",
    path: "/api/yaml-storage/containers/{id}/documents/{docId}",
    operationId: "deleteStorageDocument",
    tags: ["Storage"],
    summary: "Delete a document and its index",
    security: ownerOrAdmin,
    request: { params: documentParams },
    responses: { 204: { description: "Deleted" }, ...errorAnswers(...ownerErrors, 400, 404) },
  }),
  searchKnowledge: defineRoute({
    method: "get",
    path: "/api/knowledge/search",
    operationId: "searchKnowledge",
    tags: ["Knowledge"],
    summary: "Ranked passages of the containers' documents",
    description: "The administrator searches every container; a customer their own containers only.",
    security: ownerOrAdmin,
    request: { query: knowledgeSearchQuerySchema },
    responses: {
      200: jsonAnswer(knowledgeSearchResultSchema, "The best passages, best first"),
      ...errorAnswers(...ownerErrors, 400, 404),
    },
  }),
  getKnowledgeGraph: defineRoute({
    method: "get",
    path: "/api/knowledge/graph",
    operationId: "getKnowledgeGraph",
    tags: ["Knowledge"],
    summary: "Containers, documents and the personalities bound to them",
    description: "The hub's own knowledge; a customer's too for that customer, everything for the administrator.",
    security: openOrOwner,
    responses: { 200: jsonAnswer(knowledgeGraphSchema, "The graph"), ...errorAnswers(...ownerErrors) },
  }),
  getPersonalityKnowledge: defineRoute({
    method: "get",
    path: "/api/ai-models/{personalityId}/knowledge",
    operationId: "getPersonalityKnowledge",
    tags: ["Knowledge"],
    summary: "The containers a personality answers from",
    description:
      "The hub's own containers bound to it; for a customer also their own (what the chats they pay for " +
      "retrieve from), for the administrator every binding.",
    security: openOrOwner,
    request: { params: personalityParams },
    responses: {
      200: jsonAnswer(knowledgeBindingSchema, "The bound containers"),
      ...errorAnswers(...ownerErrors, 400, 404),
    },
  }),
  bindPersonalityKnowledge: defineRoute({
    method: "put",
    path: "/api/ai-models/{personalityId}/knowledge",
    operationId: "bindPersonalityKnowledge",
    tags: ["Knowledge"],
    summary: "Bind a personality to containers: its chats cite their passages",
    description:
      "A customer's list replaces only their own containers' bindings (a container they do not own is 404), " +
      "and only the chats they pay for (their secret key, their widget key, their session on /browser) " +
      "retrieve from them. The administrator's list replaces every binding of the personality: send what " +
      "GET answered, changed. The answer is what GET answers the caller.",
    security: ownerOrAdmin,
    request: { params: personalityParams, body: jsonBody(knowledgeBindingSchema) },
    responses: {
      200: jsonAnswer(knowledgeBindingSchema, "The bound containers"),
      ...errorAnswers(...ownerErrors, ...bodyErrors, 404),
    },
  }),
  listMemoryEntries: defineRoute({
    method: "get",
    path: "/api/memory/{personalityId}/entries",
    operationId: "listMemoryEntries",
    tags: ["Memory"],
    summary: "A personality's memory entries, newest first (or by relevance to q)",
    security: adminOnly,
    request: { params: personalityParams, query: memoryQuerySchema },
    responses: { 200: jsonAnswer(memoryEntryListSchema, "The entries"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  createMemoryEntry: defineRoute({
    method: "post",
    path: "/api/memory/{personalityId}/entries",
    operationId: "createMemoryEntry",
    tags: ["Memory"],
    summary: "Remember something about a person",
    security: adminOnly,
    request: { params: personalityParams, body: jsonBody(createMemoryEntrySchema) },
    responses: {
      201: jsonAnswer(memoryEntrySchema, "The entry"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 409),
    },
  }),
  updateMemoryEntry: defineRoute({
    method: "patch",
    path: "/api/memory/entries/{entryId}",
    operationId: "updateMemoryEntry",
    tags: ["Memory"],
    summary: "Edit a memory entry",
    security: adminOnly,
    request: { params: entryParams, body: jsonBody(updateMemoryEntrySchema) },
    responses: { 200: jsonAnswer(memoryEntrySchema, "The entry"), ...errorAnswers(...adminErrors, ...bodyErrors, 404) },
  }),
  deleteMemoryEntry: defineRoute({
    method: "delete",
    path: "/api/memory/entries/{entryId}",
    operationId: "deleteMemoryEntry",
    tags: ["Memory"],
    summary: "Delete a memory entry",
    security: adminOnly,
    request: { params: entryParams },
    responses: { 204: { description: "Deleted" }, ...errorAnswers(...adminErrors, 400, 404) },
  }),
  forgetMemorySubject: defineRoute({
    method: "delete",
    path: "/api/memory/subjects/{subject}",
    operationId: "forgetMemorySubject",
    tags: ["Memory"],
    summary: "Forget a person: delete every entry about them in every space",
    description:
      "Unlike deleting one entry (204), a bulk delete answers 200 with how many entries went, 0 for a person " +
      "the hub never met: forgetting is idempotent, so callers can repeat it safely.",
    security: adminOnly,
    request: { params: z.object({ subject: memorySubjectSchema }) },
    responses: {
      200: jsonAnswer(forgetResultSchema, "How many entries were deleted"),
      ...errorAnswers(...adminErrors, 400),
    },
  }),
};
