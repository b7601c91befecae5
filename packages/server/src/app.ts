import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { UpgradeWebSocket } from "hono/ws";
import { requireAdmin } from "./http/admin-guard";
import { ApiError, handleError } from "./http/api-error";
import { compressJson } from "./http/compress-json";
import { revalidate } from "./http/revalidate";
import type { Hub } from "./hub";
import { activityRoutes } from "./routes/activity.routes";
import { adminRoutes } from "./routes/admin.routes";
import { clusterRoutes } from "./routes/cluster.routes";
import { configRoutes } from "./routes/config.routes";
import { customersRoutes } from "./routes/customers.routes";
import { agentsRoutes, aiModelsRoutes, integrationsRoutes } from "./routes/directory.routes";
import { docsRoutes } from "./routes/docs.routes";
import { overviewRoutes } from "./routes/overview.routes";
import { storageRoutes } from "./routes/storage.routes";
import { supportRoutes } from "./routes/support.routes";
import { systemRoutes } from "./routes/system.routes";
import { createActivityHistory } from "./services/activity-history.service";
import { createAdminStatusService } from "./services/admin-status.service";
import { createClusterService } from "./services/cluster.service";
import { createCustomersService } from "./services/customers.service";
import { createOverviewService } from "./services/overview.service";
import { createOverviewCache } from "./services/overview-cache";
import { createStorageService } from "./services/storage.service";
import { createSupportService } from "./services/support.service";
import { type StaticDirs, staticRoutes } from "./static/static-routes";

/** Bodies above this are refused with 413 before any handler reads them. */
export const maxBodyBytes = 1024 * 1024;

export interface AppDeps extends Hub {
  /** Present when the process serves the built site and widgets. */
  staticDirs?: StaticDirs;
  /** Present when the process accepts `/ws` (tests of the REST API leave it out). */
  upgradeWebSocket?: UpgradeWebSocket;
  /** More API routes mounted under /api (the AI gateway), given the admin guard for its writes. */
  extraApiRoutes?: (api: Hono, admin: MiddlewareHandler) => void;
}

/** Composes every route; tests call `app.request()` on it without opening a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const api = new Hono();
  const admin = requireAdmin(deps.adminAuth);

  const tooLarge = () => {
    throw new ApiError(413, `Request body is larger than ${maxBodyBytes} bytes`);
  };
  const limitBody = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  api.use("*", compressJson());
  // Reads that change only on an admin's write: ETag + 304 (before the routes, inside the compression).
  for (const path of ["/ai-models", "/cluster/apps", "/config"]) api.use(path, revalidate());
  api.use("*", (c, next) => {
    // GETs carry no body. A declared length is checked from the header alone: touching the body stream makes
    // @hono/node-server build a full web Request, ~0.2 ms on every call. Only a chunked body is counted.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return limitBody(c, next);
    return Number(length) > maxBodyBytes ? tooLarge() : next();
  });
  const overview = createOverviewCache(
    createOverviewService(deps.db, deps.catalogueStats),
    deps.bus,
    deps.overviewCacheMs,
  );
  api.route("/dashboard", overviewRoutes(overview));
  api.route("/activity", activityRoutes(createActivityHistory(deps.db)));
  api.route("/config", configRoutes(deps.configs, admin, deps.activity));
  api.route("/agents", agentsRoutes(deps.db));
  api.route("/integrations", integrationsRoutes(deps.db));
  api.route("/ai-models", aiModelsRoutes());
  api.route("/customers", customersRoutes(createCustomersService(deps.db)));
  api.route("/cluster", clusterRoutes(createClusterService(deps.db, deps.activity), admin));
  api.route("/yaml-storage", storageRoutes(createStorageService(deps.db)));
  api.route("/system", systemRoutes(deps.metrics));
  api.route("/support", supportRoutes(createSupportService(deps.db, deps.activity), admin));
  api.route(
    "/admin",
    adminRoutes(
      deps.adminAuth,
      deps.throttle,
      admin,
      createAdminStatusService({ db: deps.db, socketClients: () => deps.socketHub.size }),
    ),
  );
  api.route("/", docsRoutes());
  deps.extraApiRoutes?.(api, admin);
  api.all("*", (c) => {
    throw new ApiError(404, `No API route for ${c.req.method} ${c.req.path}`);
  });

  app.route("/api", api);
  if (deps.upgradeWebSocket) {
    const hub = deps.socketHub;
    app.get(
      "/ws",
      deps.upgradeWebSocket(() => hub.events()),
    );
  }
  if (deps.staticDirs) app.route("/", staticRoutes(deps.staticDirs));
  app.notFound((c) => c.json({ error: `Not found: ${c.req.path}` }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
