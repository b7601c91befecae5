import { apiRoutes, clusterApps } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { ClusterService } from "../services/cluster.service";

export function clusterRoutes(app: ApiApp, cluster: ClusterService) {
  app.openapi(apiRoutes.listClusterApps, (c) => c.json([...clusterApps], 200));
  app.openapi(apiRoutes.listCustomerApps, async (c) => c.json(await cluster.customerApps(), 200));
  app.openapi(apiRoutes.installClusterApp, async (c) => {
    const withDependencies = c.req.valid("query").withDependencies === "true";
    return c.json(await cluster.install(c.req.valid("param").appId, { withDependencies }), 201);
  });
  app.openapi(apiRoutes.uninstallClusterApp, async (c) =>
    c.json(await cluster.uninstall(c.req.valid("param").appId), 200),
  );
  app.openapi(apiRoutes.executeSkill, async (c) => c.json(await cluster.execute(c.req.valid("json")), 200));
}
