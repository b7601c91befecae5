import { Hono } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import type { Database } from "./db/database";
import { ApiError, handleError } from "./http/api-error";
import type { SocketHub } from "./live/socket-hub";
import { overviewRoutes } from "./routes/overview.routes";
import { type CatalogueStats, createOverviewService } from "./services/overview.service";
import { type StaticDirs, staticRoutes } from "./static/static-routes";

export interface AppDeps {
  db: Database;
  catalogueStats: CatalogueStats;
  /** Present when the process serves the built site and widgets. */
  staticDirs?: StaticDirs;
  /** Present when the process accepts `/ws` (tests of the REST API leave it out). */
  socket?: { hub: SocketHub; upgrade: UpgradeWebSocket };
}

/** Composes every route; tests call `app.request()` on it without opening a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const api = new Hono();

  api.route("/dashboard", overviewRoutes(createOverviewService(deps.db, deps.catalogueStats)));
  api.all("*", (c) => {
    throw new ApiError(404, `No API route for ${c.req.method} ${c.req.path}`);
  });

  app.route("/api", api);
  if (deps.socket) {
    const { hub, upgrade } = deps.socket;
    app.get(
      "/ws",
      upgrade(() => hub.events()),
    );
  }
  if (deps.staticDirs) app.route("/", staticRoutes(deps.staticDirs));
  app.notFound((c) => c.json({ error: `Not found: ${c.req.path}` }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
