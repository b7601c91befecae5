import { lazy } from "react";
import type { SiteRoute } from "./route-table";

/** The AI gateway's screen: provider keys (spec 000, API Configuration), its own chunk. */
export const gatewayRoutes: readonly SiteRoute[] = [
  {
    paths: ["/api-config"],
    layout: "top-nav",
    page: lazy(() => import("../pages/api-config/api-config-page")),
    title: "API Configuration",
    description: "Connect AI providers: add, test and remove API keys.",
  },
];
