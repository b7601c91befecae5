import { accountRoutes } from "./account.routes";
import { browserRoutes } from "./browser.routes";
import { conversationsRoutes } from "./conversations.routes";
import { embedRoutes } from "./embed.routes";
import { gatewayRoutes } from "./gateway.routes";
import { hubRoutes } from "./hub.routes";
import type { SiteRoute } from "./route-table";
import { showcaseRoutes } from "./showcase.routes";

/** The site's one route table: every screen with all its paths. The router, the navigation and links read it. */
export const siteRoutes: readonly SiteRoute[] = [
  ...hubRoutes,
  ...browserRoutes,
  ...gatewayRoutes,
  ...embedRoutes,
  ...accountRoutes,
  ...conversationsRoutes,
  ...showcaseRoutes,
];

/** Every path of the screen shown at `path` (its aliases included); empty when no screen of the site has it. */
export function screenPaths(path: string): readonly string[] {
  return siteRoutes.find((route) => route.paths.includes(path))?.paths ?? [];
}

/**
 * Whether the site's router shows `href` (a path of the route table). Anything else, e.g. the server's
 * `/widgets/*` pages, needs a full page load.
 */
export function isSitePath(href: string): boolean {
  return screenPaths(href).length > 0;
}
