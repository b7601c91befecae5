import { socketPath } from "@hub-of-minds/core";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { UpgradeWebSocket } from "hono/ws";
import { offlineSkillContext, type SkillContext } from "./agents/skills/skill-context";
import { authRoutes } from "./auth/auth.routes";
import { clientBucket, resolveClientAddress } from "./gateway/client-address";
import { checkOrigin, hasAdminSession, requireSession } from "./http/admin-guard";
import { type ApiApp, createApiApp, guardSessionRoutes } from "./http/api-app";
import { ApiError, handleError } from "./http/api-error";
import { compressJson } from "./http/compress-json";
import { guardHost } from "./http/host-guard";
import { type MiddlewareTimings, timed } from "./http/middleware-timing";
import { revalidate } from "./http/revalidate";
import { baseSecurityHeaders, noStoreForCredentials } from "./http/security-headers";
import type { Hub } from "./hub";
import { opsRoutes } from "./ops/ops.routes";
import { activityRoutes } from "./routes/activity.routes";
import { adminRoutes } from "./routes/admin.routes";
import { clusterRoutes } from "./routes/cluster.routes";
import { configRoutes } from "./routes/config.routes";
import { customersRoutes } from "./routes/customers.routes";
import { directoryRoutes } from "./routes/directory.routes";
import { docsRoutes } from "./routes/docs.routes";
import { overviewRoutes } from "./routes/overview.routes";
import { storageRoutes } from "./routes/storage.routes";
import { supportRoutes } from "./routes/support.routes";
import { systemRoutes } from "./routes/system.routes";
import { createActivityHistory } from "./services/activity-history.service";
import { createAdminStatusService } from "./services/admin-status.service";
import { type ClusterService, createClusterService } from "./services/cluster.service";
import { createCustomersService } from "./services/customers.service";
import { createOverviewService } from "./services/overview.service";
import { createOverviewCache } from "./services/overview-cache";
import { createStorageService } from "./services/storage.service";
import { createSupportService } from "./services/support.service";
import { type StaticDirs, staticRoutes } from "./static/static-routes";
import { usageRoutes } from "./usage/usage.routes";
import { createUsageService } from "./usage/usage.service";

/** Bodies above this are refused with 413 before any handler reads them. */
export const maxBodyBytes = 1024 * 1024;
/** A customer's model call may carry images as base64 data URLs: a few photos take more than 1 MiB. */
export const maxModelCallBytes = 20 * 1024 * 1024;
/** Routes whose bodies may be larger (their key is checked before the body is read). */
const largerBodies: readonly { method: string; path: RegExp; maxBytes: number | "own" }[] = [
  // Document uploads have their own limit (knowledge.routes.ts).
  { method: "POST", path: /^\/api\/yaml-storage\/containers\/[^/]+\/documents$/, maxBytes: "own" },
  { method: "POST", path: /^\/v1\/(chat\/completions|responses)$/, maxBytes: maxModelCallBytes },
];

export interface AppDeps extends Hub {
  /** Present when the process serves the built site and widgets. */
  staticDirs?: StaticDirs;
  /** Present when the process accepts `/ws` (tests of the REST API leave it out). */
  upgradeWebSocket?: UpgradeWebSocket;
  /** What skills run with (the agents' context); without it language and workflow skills refuse. */
  skillContext?: (signal: AbortSignal) => SkillContext;
  /**
   * More routes (the AI gateway, `/mcp`); their definitions' security is enforced by the app. They get the
   * app's cluster service so that a skill run elsewhere is the same run as `POST /api/cluster/skills/execute`.
   */
  extraApiRoutes?: (app: ApiApp, services: { cluster: ClusterService }) => void;
  /** The bench's: each middleware's self time (nothing is measured without it). */
  middlewareTimings?: MiddlewareTimings;
}

/** Composes every route; tests call `app.request()` on it without opening a port. */
export function createApp(deps: AppDeps) {
  const app = createApiApp();
  const timings = deps.middlewareTimings;
  app.use("*", timed("request metrics", deps.opsMetrics.countRequests(), timings));
  app.use("*", timed("security headers", baseSecurityHeaders(), timings));
  app.use("*", timed("client address", resolveClientAddress(deps.network.trustProxy), timings));
  app.use("*", timed("host guard", guardHost(deps.network.publicOrigin), timings));
  app.route("/", opsRoutes(deps));

  const tooLarge = (maxBytes: number) => () => {
    throw new ApiError(413, "payload_too_large", `Request body is larger than ${maxBytes} bytes`);
  };
  const limitBody = new Map(
    [maxBodyBytes, maxModelCallBytes].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: tooLarge(maxSize) })]),
  );
  const noStore = timed("no-store for credentials", noStoreForCredentials(), timings);
  const compress = timed("JSON compression", compressJson(), timings);
  for (const path of ["/api/*", "/v1/*"]) app.use(path, noStore, compress);
  // Reads that change only on an admin's write: ETag + 304 (before the routes, inside the compression).
  const revalidated = timed("ETag revalidation", revalidate(), timings);
  for (const path of ["/api/ai-models", "/api/cluster/apps", "/api/config"]) app.use(path, revalidated);
  const checkBodySize: MiddlewareHandler = (c, next) => {
    // GETs carry no body. A declared length is checked from the header alone: touching the body stream makes
    // @hono/node-server build a full web Request, ~0.2 ms on every call. Only a chunked body is counted.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const larger = largerBodies.find((rule) => rule.method === c.req.method && rule.path.test(c.req.path));
    if (larger?.maxBytes === "own") return next();
    const maxBytes = larger?.maxBytes ?? maxBodyBytes;
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
      return (limitBody.get(maxBytes) ?? tooLarge(maxBytes))(c, next);
    }
    return Number(length) > maxBytes ? tooLarge(maxBytes)() : next();
  };
  const bodySize = timed("body size", checkBodySize, timings);
  for (const path of ["/api/*", "/v1/*"]) app.use(path, bodySize);
  guardSessionRoutes(app, (rule) => timed("session guard", requireSession(deps.accounts, rule), timings));
  authRoutes(app, deps.accounts, deps.throttle, deps.passwordGate);
  const overview = createOverviewCache(
    createOverviewService(deps.db, deps.catalogueStats, () => deps.queue.counts()),
    deps.bus,
    deps.overviewCacheMs,
  );
  overviewRoutes(app, overview);
  activityRoutes(app, createActivityHistory(deps.db), hasAdminSession(deps.accounts));
  configRoutes(app, deps.configs, deps.activity);
  directoryRoutes(app, deps.db);
  const customers = createCustomersService(deps.db);
  customersRoutes(app, customers, deps.accounts, deps.activity, deps.supportEmail);
  usageRoutes(app, createUsageService(deps.db, deps.modelPrices), customers);
  const integrations = () => deps.configs.settings()["integrations.yaml"].integrations;
  const skillContext = deps.skillContext ?? ((signal) => offlineSkillContext(deps.db, integrations, signal));
  const cluster = createClusterService(deps.db, deps.activity, skillContext);
  clusterRoutes(app, cluster);
  storageRoutes(app, createStorageService(deps.db), hasAdminSession(deps.accounts));
  systemRoutes(app, deps.metrics);
  supportRoutes(app, createSupportService(deps.db, deps.activity), deps.ticketLimiter);
  adminRoutes(
    app,
    deps.accounts,
    deps.throttle,
    deps.passwordGate,
    createAdminStatusService({ db: deps.db, socketClients: () => deps.socketHub.size }),
  );
  docsRoutes(app);
  deps.extraApiRoutes?.(app, { cluster });
  app.all("/v1/*", (c) => {
    throw new ApiError(404, "route_not_found", `No API route for ${c.req.method} ${c.req.path}`);
  });
  app.all("/api/*", (c) => {
    throw new ApiError(404, "route_not_found", `No API route for ${c.req.method} ${c.req.path}`);
  });

  if (deps.upgradeWebSocket) {
    const hub = deps.socketHub;
    const perAddress = deps.network.socketsPerAddress;
    app.get(
      socketPath,
      (c, next) => {
        // The site is same-origin: a page elsewhere must not read the hub's live events with our visitor.
        checkOrigin(c, { forSafeMethods: true });
        if (hub.openFrom(clientBucket(c)) >= perAddress) {
          throw new ApiError(429, "rate_limited", `At most ${perAddress} live connections per address.`);
        }
        return next();
      },
      deps.upgradeWebSocket((c) => hub.events(clientBucket(c))),
    );
  }
  if (deps.staticDirs) app.route("/", staticRoutes(deps.staticDirs));
  app.notFound((c) => handleError(new ApiError(404, "route_not_found", `Not found: ${c.req.path}`), c));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
