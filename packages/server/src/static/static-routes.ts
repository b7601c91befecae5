import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

export interface StaticDirs {
  /** The built site (packages/site/dist). */
  siteDir: string;
  /** The built widget bundles (packages/widgets/dist), served under /widgets/. */
  widgetsDir: string;
}

// Vite puts content-hashed files under assets/: safe to cache forever.
const immutable = "public, max-age=31536000, immutable";

/** The built site and widget bundles; any other GET gets the site's index.html (its router shows the 404). */
export function staticRoutes({ siteDir, widgetsDir }: StaticDirs) {
  const app = new Hono();
  const indexFile = join(siteDir, "index.html");
  const missing = `<!doctype html><title>Hub of Minds</title><p>The site is not built: run <code>npm start</code>.</p>`;

  app.use(
    "/widgets/*",
    serveStatic({
      root: widgetsDir,
      rewriteRequestPath: (path) => path.replace(/^\/widgets/, ""),
      onFound: (path, c) => {
        c.header("Cache-Control", path.includes("/assets/") ? immutable : "public, max-age=300");
        // Host pages on any origin load the bundles as module scripts, which need CORS.
        c.header("Access-Control-Allow-Origin", "*");
      },
    }),
  );
  app.use(
    "/*",
    serveStatic({
      root: siteDir,
      onFound: (path, c) => {
        c.header("Cache-Control", path.includes("/assets/") ? immutable : "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(existsSync(indexFile) ? readFileSync(indexFile, "utf8") : missing);
  });
  return app;
}
