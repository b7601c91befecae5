import { clusterApps, skillExecutionSchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { readJson } from "../http/read-json";
import type { ClusterService } from "../services/cluster.service";

export function clusterRoutes(cluster: ClusterService, admin: MiddlewareHandler) {
  return new Hono()
    .get("/apps", (c) => c.json(clusterApps))
    .get("/customer-apps", async (c) => c.json(await cluster.customerApps()))
    .post("/install/:appId", admin, async (c) => c.json(await cluster.install(c.req.param("appId")), 201))
    .delete("/uninstall/:appId", admin, async (c) => c.json(await cluster.uninstall(c.req.param("appId"))))
    .post("/skills/execute", admin, async (c) =>
      c.json(await cluster.execute(await readJson(c, skillExecutionSchema))),
    );
}
