import { lazy } from "react";
import type { SiteRoute } from "./route-table";

/** The dashboard too is its own chunk: the other pages' first load does not carry it. */
const DashboardPage = lazy(() => import("../pages/dashboard/dashboard-page"));

/**
 * Spec 000's screens, each its own chunk, so the first load of `/` downloads no editor and no catalogue,
 * and no other page downloads the dashboard.
 */
export const hubRoutes: readonly SiteRoute[] = [
  {
    paths: ["/"],
    layout: "sidebar",
    page: DashboardPage,
    title: "My Dashboard",
    description:
      "Your AI personality hub at a glance: live agents, system health, the message queue and recent actions.",
  },
  {
    paths: ["/agents"],
    layout: "sidebar",
    page: lazy(() => import("../pages/agents/agents-page")),
    title: "My AI Personalities",
    description: "Every AI personality in your hub, its type and whether it is online.",
  },
  {
    paths: ["/config"],
    layout: "sidebar",
    page: lazy(() => import("../pages/config/config-page")),
    title: "Personality Config",
    description: "Edit the YAML configuration of your AI personalities, validated as you type.",
  },
  {
    paths: ["/integrations"],
    layout: "sidebar",
    page: lazy(() => import("../pages/integrations/integrations-page")),
    title: "My Integrations",
    description: "The services your AI minds are connected to and their status.",
  },
  {
    paths: ["/monitoring"],
    layout: "sidebar",
    page: lazy(() => import("../pages/monitoring/monitoring-page")),
    title: "Performance",
    description: "CPU, memory, network and database readings of your hub, refreshed live.",
  },
  {
    paths: ["/logs"],
    layout: "sidebar",
    page: lazy(() => import("../pages/logs/logs-page")),
    title: "Activity History",
    description: "Every action taken in your hub, newest first.",
  },
  {
    paths: ["/customer"],
    layout: "top-nav",
    page: lazy(() => import("../pages/customer/customer-page")),
    title: "Personality Hub",
    description: "Your customer account: packages, AI personalities, installed apps and API keys.",
  },
  {
    paths: ["/cluster", "/cluster-interface"],
    layout: "top-nav",
    page: lazy(() => import("../pages/cluster/cluster-page")),
    title: "Cluster Interface",
    description: "Install, inspect and remove the apps running in your AI cluster.",
  },
  {
    paths: ["/yaml-storage", "/storage"],
    layout: "top-nav",
    page: lazy(() => import("../pages/yaml-storage/yaml-storage-page")),
    title: "YAML Storage Manager",
    description: "Browse the YAML documents stored in your hub's containers.",
  },
  {
    paths: ["/hub", "/minds-hub"],
    layout: "top-nav",
    page: lazy(() => import("../pages/hub/unified-hub-page")),
    title: "Unified Hub",
    description: "One entry point to every Hub of Minds experience and tool.",
  },
  {
    paths: ["/admin", "/dashboard"],
    layout: "top-nav",
    // The same page (and chunk) as `/`.
    page: DashboardPage,
    title: "Dashboard",
    description: "The administrator's dashboard: live agents, system health, the message queue and recent actions.",
  },
];
