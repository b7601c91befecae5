import { lazy } from "react";
import type { SiteRoute } from "./route-table";

/** Conversations (issue 26): the customer's inbox of their visitors' threads; its own chunk. */
export const conversationsRoutes: readonly SiteRoute[] = [
  {
    paths: ["/conversations"],
    layout: "top-nav",
    page: lazy(() => import("../pages/conversations/conversations-page")),
    title: "Conversations",
    description: "Read what visitors asked your widgets, how they rated the answers, and export or delete threads.",
  },
];
