import { lazy } from "react";
import type { SiteRoute } from "./route-table";

/** Accounts (issue 25): signing in, a customer's usage and the administrator's customers; each its own chunk. */
export const accountRoutes: readonly SiteRoute[] = [
  {
    paths: ["/sign-in"],
    layout: "top-nav",
    page: lazy(() => import("../pages/sign-in/sign-in-page")),
    title: "Sign in",
    description: "Sign in to your Hub of Minds account.",
  },
  {
    paths: ["/customer/usage"],
    layout: "top-nav",
    page: lazy(() => import("../pages/usage/usage-page")),
    title: "API Usage",
    description: "Requests, tokens, errors and estimated cost of your API keys and widgets, by day, key and model.",
  },
  {
    paths: ["/customers"],
    layout: "top-nav",
    page: lazy(() => import("../pages/customers/customers-page")),
    title: "Customers",
    description: "Invite customers, copy their invitation and reset links, and open their accounts.",
  },
];
