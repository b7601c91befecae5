import { lazy } from "react";
import { DashboardPage } from "../pages/dashboard/dashboard-page";
import type { SiteRoute } from "./route-table";

/**
 * Spec 000's screens. Only the dashboard is loaded eagerly (it is the first page); every other screen is
 * its own chunk, so the first load of `/` downloads no editor and no catalogue.
 */
export const hubRoutes: readonly SiteRoute[] = [
  { paths: ["/"], layout: "sidebar", page: DashboardPage, title: "My Dashboard" },
  {
    paths: ["/agents"],
    layout: "sidebar",
    page: lazy(() => import("../pages/agents/agents-page")),
    title: "My AI Personalities",
  },
  {
    paths: ["/config"],
    layout: "sidebar",
    page: lazy(() => import("../pages/config/config-page")),
    title: "Personality Config",
  },
  {
    paths: ["/integrations"],
    layout: "sidebar",
    page: lazy(() => import("../pages/integrations/integrations-page")),
    title: "My Integrations",
  },
  {
    paths: ["/monitoring"],
    layout: "sidebar",
    page: lazy(() => import("../pages/monitoring/monitoring-page")),
    title: "Performance",
  },
  {
    paths: ["/logs"],
    layout: "sidebar",
    page: lazy(() => import("../pages/logs/logs-page")),
    title: "Activity History",
  },
  {
    paths: ["/customer"],
    layout: "top-nav",
    page: lazy(() => import("../pages/customer/customer-page")),
    title: "Personality Hub",
  },
  {
    paths: ["/cluster", "/cluster-interface"],
    layout: "top-nav",
    page: lazy(() => import("../pages/cluster/cluster-page")),
    title: "Cluster Interface",
  },
  {
    paths: ["/yaml-storage", "/storage"],
    layout: "top-nav",
    page: lazy(() => import("../pages/yaml-storage/yaml-storage-page")),
    title: "YAML Storage Manager",
  },
  {
    paths: ["/hub", "/minds-hub"],
    layout: "top-nav",
    page: lazy(() => import("../pages/hub/unified-hub-page")),
    title: "Unified Hub",
  },
  {
    paths: ["/admin", "/dashboard"],
    layout: "top-nav",
    // The same page as `/`, already in the first chunk: nothing to split off.
    page: DashboardPage,
    title: "Dashboard",
  },
];
