import { apiRoutes, maxDocumentBytes } from "@hub-of-minds/core";
import { bodyLimit } from "hono/body-limit";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { extractText, mediaTypeOf } from "./document-text";
import type { Knowledge } from "./knowledge";

const documentsPath = "/api/yaml-storage/containers/:id/documents";

export function knowledgeRoutes(app: ApiApp, knowledge: Knowledge) {
  const { store } = knowledge;
  app.openapi(apiRoutes.createStorageContainer, async (c) => {
    const container = await store.createContainer(c.req.valid("json"));
    await knowledge.activity?.("container_created", `Storage container ${container.displayName} created`, {
      containerId: container.id,
    });
    return c.json(container, 201);
  });
  app.openapi(apiRoutes.updateStorageContainer, async (c) =>
    c.json(await knowledge.updateContainer(c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(apiRoutes.listStorageDocuments, async (c) =>
    c.json(await store.listDocuments(c.req.valid("param").id), 200),
  );

  // Uploads may be larger than the API's 1 MiB body limit (the app lets this path through to here).
  app.post(
    documentsPath,
    bodyLimit({
      maxSize: maxDocumentBytes,
      onError: () => {
        throw new ApiError(413, "payload_too_large", `A document may be at most ${maxDocumentBytes / 1024 / 1024} MB`);
      },
    }),
  );
  app.openapi(apiRoutes.createStorageDocument, async (c) => {
    const containerId = c.req.valid("param").id;
    const type = c.req.header("content-type") ?? "";
    const isForm = type.startsWith("multipart/form-data");
    if (!isForm && !type.startsWith("application/json")) {
      throw new ApiError(400, "body_required", "Send a multipart `file` or a JSON body {title, content}");
    }
    const body = isForm ? c.req.valid("form") : c.req.valid("json");
    let input: Parameters<Knowledge["addDocument"]>[1];
    if ("file" in body) {
      const { file, title } = body;
      const mediaType = mediaTypeOf(file.name, file.type);
      const text = await extractText(new Uint8Array(await file.arrayBuffer()), mediaType, file.name || "The file");
      input = { title: title?.trim() || file.name || "Untitled", text, mediaType };
    } else if ("content" in body) {
      const mediaType = body.mediaType ?? "text/plain";
      const text = await extractText(new TextEncoder().encode(body.content), mediaType, body.title);
      input = { title: body.title, text, mediaType };
    } else {
      throw new ApiError(400, "body_required", "Send a multipart `file` or a JSON body {title, content}");
    }
    return c.json(await knowledge.addDocument(containerId, input), 201);
  });
  app.openapi(apiRoutes.getStorageDocument, async (c) => {
    const { id, docId } = c.req.valid("param");
    return c.json(await store.readDocument(id, Number(docId)), 200);
  });
  app.openapi(apiRoutes.deleteStorageDocument, async (c) => {
    const { id, docId } = c.req.valid("param");
    await store.deleteDocument(id, Number(docId));
    return c.body(null, 204);
  });
  app.openapi(apiRoutes.searchKnowledge, async (c) => {
    const { q, containerId, limit } = c.req.valid("query");
    if (containerId) await store.container(containerId);
    const found = await knowledge.search.search(q, { containerIds: containerId ? [containerId] : undefined, limit });
    return c.json({ query: q, ...found }, 200);
  });
  app.openapi(apiRoutes.getKnowledgeGraph, async (c) => c.json(await knowledge.graph(), 200));
  app.openapi(apiRoutes.getPersonalityKnowledge, async (c) =>
    c.json({ containerIds: await knowledge.bindings(c.req.valid("param").personalityId) }, 200),
  );
  app.openapi(apiRoutes.bindPersonalityKnowledge, async (c) =>
    c.json(
      { containerIds: await knowledge.bind(c.req.valid("param").personalityId, c.req.valid("json").containerIds) },
      200,
    ),
  );
}
