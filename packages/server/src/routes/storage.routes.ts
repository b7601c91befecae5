import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { createStorageService } from "../services/storage.service";

export function storageRoutes(app: ApiApp, storage: ReturnType<typeof createStorageService>) {
  app.openapi(apiRoutes.getStorageStatistics, async (c) => c.json(await storage.statistics(), 200));
  app.openapi(apiRoutes.listStorageContainers, async (c) =>
    c.json(await storage.containers(c.req.valid("query").storageType), 200),
  );
}
