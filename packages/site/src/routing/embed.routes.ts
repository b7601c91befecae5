import { lazy } from "react";
import type { SiteRoute } from "./route-table";

/** The embed-code builder (issue 6): widgets, options, live previews and snippets; its own chunk. */
export const embedRoutes: readonly SiteRoute[] = [
  {
    paths: ["/embed"],
    layout: "top-nav",
    page: lazy(() => import("../pages/embed/embed-page")),
    title: "Embed a Widget",
    description: "Build the embed code for a Hub of Minds widget, with live previews and snippets.",
  },
];
