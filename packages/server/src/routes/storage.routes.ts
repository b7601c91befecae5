import { apiRoutes } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { ApiApp } from "../http/api-app";
import type { createStorageService } from "../services/storage.service";

/**
 * The storage page's totals and containers. The containers listed to all are the hub's own; the
 * administrator's session lists customers' containers too (issue 24: a customer's knowledge is theirs).
 */
export function storageRoutes(
  app: ApiApp,
  storage: ReturnType<typeof createStorageService>,
  isAdmin: (c: Context) => Promise<boolean>,
) {
  app.openapi(apiRoutes.getStorageStatistics, async (c) => c.json(await storage.statistics(), 200));
  app.openapi(apiRoutes.listStorageContainers, async (c) =>
    c.json(await storage.containers(c.req.valid("query").storageType, { customers: await isAdmin(c) }), 200),
  );
}
