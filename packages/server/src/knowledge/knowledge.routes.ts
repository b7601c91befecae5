import { type ApiRouteDefinition, apiRoutes, maxDocumentBytes } from "@hub-of-minds/core";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Accounts } from "../auth/accounts";
import { customerKeyOf } from "../gateway/customer-auth";
import { accountOrCustomerKey, type Caller } from "../http/account-or-customer-key";
import { type ApiApp, honoPath } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { extractText, mediaTypeOf } from "./document-text";
import type { Knowledge } from "./knowledge";
import { type KnowledgeReader, publicReader } from "./knowledge-reader";

const documentsPath = "/api/yaml-storage/containers/:id/documents";

/** Who may call: the gateway's key check and the accounts (sessions). */
export interface KnowledgeAuth {
  customerAuth: MiddlewareHandler;
  accounts: Accounts;
}

/**
 * For the operations open to all that show a customer their own knowledge too: a customer key is checked
 * (a wrong one is refused as on `/v1`); a session, if any, names the caller; without either, anyone.
 */
function callerIfAny(auth: KnowledgeAuth, either: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    if (customerKeyOf((name) => c.req.header(name))) return either(c, next);
    const account = await auth.accounts.sessionOf(c.req.raw);
    if (account?.role === "admin") c.set("caller", { kind: "admin" });
    else if (account?.customerId) c.set("caller", { kind: "customer", customerId: account.customerId });
    await next();
  };
}

const readerOf = (c: Context): KnowledgeReader => (c.var.caller as Caller | undefined) ?? publicReader;

/**
 * Containers, documents, search and bindings (issue 24). The administrator reaches every container; a
 * customer (signed in, or by secret key) creates and changes their own, and sees the hub's; anyone the hub's.
 */
export function knowledgeRoutes(app: ApiApp, knowledge: Knowledge, auth: KnowledgeAuth) {
  const { store } = knowledge;
  const either = accountOrCustomerKey(auth.customerAuth, auth.accounts);
  const maybe = callerIfAny(auth, either);
  const guard = (middleware: MiddlewareHandler, ...routes: ApiRouteDefinition[]) => {
    for (const route of routes) app.on(route.method.toUpperCase(), honoPath(route.path), middleware);
  };
  guard(
    either,
    apiRoutes.createStorageContainer,
    apiRoutes.listKnowledgeContainers,
    apiRoutes.createStorageDocument,
    apiRoutes.getStorageDocument,
    apiRoutes.deleteStorageDocument,
    apiRoutes.searchKnowledge,
    apiRoutes.bindPersonalityKnowledge,
  );
  guard(maybe, apiRoutes.listStorageDocuments, apiRoutes.getKnowledgeGraph, apiRoutes.getPersonalityKnowledge);

  app.openapi(apiRoutes.createStorageContainer, async (c) => {
    const caller = c.get("caller");
    const container = await store.createContainer(
      c.req.valid("json"),
      caller.kind === "customer" ? caller.customerId : undefined,
    );
    await knowledge.activity?.("container_created", `Storage container ${container.displayName} created`, {
      containerId: container.id,
      ...(caller.kind === "customer" ? { customerId: caller.customerId } : {}),
    });
    return c.json(container, 201);
  });
  app.openapi(apiRoutes.listKnowledgeContainers, async (c) => c.json(await store.containersOf(c.get("caller")), 200));
  app.openapi(apiRoutes.updateStorageContainer, async (c) =>
    c.json(await knowledge.updateContainer(c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(apiRoutes.listStorageDocuments, async (c) => {
    const { id } = c.req.valid("param");
    await store.containerFor(id, readerOf(c), "see");
    return c.json(await store.listDocuments(id), 200);
  });

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
    // Before the body is read: another customer's container is missing, whatever was sent.
    await store.containerFor(containerId, c.get("caller"), "own");
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
    await store.containerFor(id, c.get("caller"), "own");
    return c.json(await store.readDocument(id, Number(docId)), 200);
  });
  app.openapi(apiRoutes.deleteStorageDocument, async (c) => {
    const { id, docId } = c.req.valid("param");
    await store.containerFor(id, c.get("caller"), "own");
    await store.deleteDocument(id, Number(docId));
    return c.body(null, 204);
  });
  app.openapi(apiRoutes.searchKnowledge, async (c) => {
    const { q, containerId, limit } = c.req.valid("query");
    const caller = c.get("caller");
    if (containerId) await store.containerFor(containerId, caller, "own");
    // The administrator searches every container; a customer their own alone.
    const containerIds = containerId
      ? [containerId]
      : caller.kind === "customer"
        ? await store.ownedIds(caller.customerId)
        : undefined;
    const found = await knowledge.search.search(q, { containerIds, limit });
    return c.json({ query: q, ...found }, 200);
  });
  app.openapi(apiRoutes.getKnowledgeGraph, async (c) => c.json(await knowledge.graph(readerOf(c)), 200));
  app.openapi(apiRoutes.getPersonalityKnowledge, async (c) =>
    c.json({ containerIds: await knowledge.bindings(c.req.valid("param").personalityId, readerOf(c)) }, 200),
  );
  app.openapi(apiRoutes.bindPersonalityKnowledge, async (c) =>
    c.json(
      {
        containerIds: await knowledge.bind(
          c.req.valid("param").personalityId,
          c.req.valid("json").containerIds,
          c.get("caller"),
        ),
      },
      200,
    ),
  );
}
