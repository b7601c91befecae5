import { DashboardPage } from "../pages/dashboard/dashboard-page";
import type { SiteRoute } from "./route-table";

/** Spec 000's screens: the dashboard (loaded eagerly: it is the first page) and the customer screens. */
export const hubRoutes: readonly SiteRoute[] = [
  { paths: ["/"], layout: "sidebar", page: DashboardPage, title: "My Dashboard" },
];
