import type { ComponentType } from "react";

/** Which frame a page sits in: spec 000's sidebar, its top navigation bar, or none (showcase, portal). */
export type RouteLayout = "sidebar" | "top-nav" | "bare";

export interface SiteRoute {
  /** Every path (aliases included) that shows this page; all static, no parameters. */
  paths: readonly string[];
  layout: RouteLayout;
  /** Usually `lazy(() => import(...))`, so each route is its own chunk. */
  page: ComponentType;
  /** The document title while the page is shown. */
  title: string;
  /** The page's `<meta name="description">` while it is shown: one sentence, for search results and shares. */
  description: string;
}
