import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { sitePageHeaders } from "../http/security-headers";
import { negotiatedStatic } from "./negotiated-static";
import { type WidgetFrames, widgetFrameOf, widgetFramePage } from "./widget-frame-page";
import { widgetsMajorPath } from "./widgets-path";

export interface StaticDirs {
  /** The built site (packages/site/dist). */
  siteDir: string;
  /** The built widget bundles (packages/widgets/dist), served under /widgets/. */
  widgetsDir: string;
}

// Vite puts content-hashed files under assets/, the widgets build names them `<name>-<hash>.js`: safe to
// cache forever. The loader, the host helper and the manifest keep their names, so they are short-cached.
const immutable = "public, max-age=31536000, immutable";
const shortCache = "public, max-age=300";
const hashedWidgetFile = /(^|\/)[\w.-]+-[\w-]{8,}\.js$/;

// The iframe pages load only the hub's own scripts and styles (widget styles are constructable sheets) and
// talk to the hub that served them only. Any site may frame them: that is what they are for.
const frameCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; connect-src 'self'; " +
  "base-uri 'none'; object-src 'none'; form-action 'none'; frame-ancestors *";

// The iframe pages have no site chrome; the widget lives in its own shadow root.
const frameCss = "html,body{margin:0;padding:0;background:transparent}main{display:block}";

/**
 * A path the site's router may show: no file extension in its last segment, nothing under /assets/ or
 * /widgets/. Any other miss (a stale /assets/*.js, /favicon.png) is a 404, not the site's HTML, so a
 * browser never runs HTML as a script and crawlers see real misses.
 */
export const isSitePath = (path: string) => !/^\/(?:assets|widgets)\//.test(path) && !/\.[^/]*$/.test(path);

/** The built site and widget bundles; any other page path gets the site's index.html (its router shows the 404). */
export function staticRoutes({ siteDir, widgetsDir }: StaticDirs) {
  const app = new Hono();
  const indexFile = join(siteDir, "index.html");
  const manifestFile = join(widgetsDir, "manifest.json");
  const missing = `<!doctype html><title>Hub of Minds</title><p>The site is not built: run <code>npm start</code>.</p>`;
  const readManifest = (): Record<string, string> =>
    existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>) : {};
  // The iframe pages, from the widgets' element definitions (the build writes them); none until built.
  const framesFile = join(widgetsDir, "frames.json");
  const readFrames = (): WidgetFrames =>
    existsSync(framesFile) ? (JSON.parse(readFileSync(framesFile, "utf8")) as WidgetFrames) : {};

  app.get("/widgets/frame.css", (c) => {
    c.header("Cache-Control", shortCache);
    c.header("Content-Type", "text/css; charset=utf-8");
    return c.body(frameCss);
  });
  // The iframe pages win over the SPA fallback; other names fall through to the files and the site.
  for (const prefix of [widgetsMajorPath, "/widgets", "/widget"]) {
    app.get(`${prefix}/:name{[a-z-]+}`, (c, next) => {
      const frame = widgetFrameOf(readFrames(), c.req.param("name"));
      if (!frame) return next();
      c.header("Cache-Control", "no-cache");
      c.header("Content-Security-Policy", frameCsp);
      return c.html(widgetFramePage(frame, new URL(c.req.url).searchParams, readManifest()));
    });
  }
  // The npm build keeps its source maps (with the source text) for the package; the hub does not serve them.
  app.get("/widgets/*", (c, next) => (c.req.path.endsWith(".map") ? c.notFound() : next()));
  app.use(
    "/widgets/*",
    negotiatedStatic({
      root: widgetsDir,
      rewriteRequestPath: (path) => path.replace(widgetsMajorPath, "/widgets").replace(/^\/widgets/, ""),
      headersFor: (path) => ({
        "Cache-Control": hashedWidgetFile.test(path) || path.includes("/chunks/") ? immutable : shortCache,
        // Host pages on any origin load the bundles as module scripts, which need CORS.
        "Access-Control-Allow-Origin": "*",
      }),
    }),
  );
  app.use(
    "/*",
    negotiatedStatic({
      root: siteDir,
      headersFor: (path) => ({
        "Cache-Control": path.includes("/assets/") ? immutable : "no-cache",
        ...(path.endsWith(".html") ? sitePageHeaders : {}),
      }),
    }),
  );
  const sitePage = negotiatedStatic({
    root: siteDir,
    path: "index.html",
    headersFor: () => ({ "Cache-Control": "no-cache", ...sitePageHeaders }),
  });
  app.get("*", async (c, next) => {
    if (!isSitePath(c.req.path)) return next();
    if (existsSync(indexFile)) return sitePage(c, next);
    c.header("Cache-Control", "no-cache");
    for (const [name, value] of Object.entries(sitePageHeaders)) c.header(name, value);
    return c.html(missing);
  });
  return app;
}
