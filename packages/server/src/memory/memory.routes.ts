import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { MemoryStore } from "./memory-store";

export function memoryRoutes(app: ApiApp, memory: MemoryStore) {
  app.openapi(apiRoutes.listMemoryEntries, async (c) => {
    const { subject, q } = c.req.valid("query");
    return c.json(await memory.list(c.req.valid("param").personalityId, { subject, q }), 200);
  });
  app.openapi(apiRoutes.createMemoryEntry, async (c) => {
    const { subject, content } = c.req.valid("json");
    return c.json(await memory.add(c.req.valid("param").personalityId, subject, content), 201);
  });
  app.openapi(apiRoutes.updateMemoryEntry, async (c) =>
    c.json(await memory.update(Number(c.req.valid("param").entryId), c.req.valid("json").content), 200),
  );
  app.openapi(apiRoutes.deleteMemoryEntry, async (c) => {
    await memory.remove(Number(c.req.valid("param").entryId));
    return c.body(null, 204);
  });
  app.openapi(apiRoutes.forgetMemorySubject, async (c) =>
    c.json({ deleted: await memory.forget(c.req.valid("param").subject) }, 200),
  );
}
