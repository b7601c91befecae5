import type { SiteRoute } from "./route-table";

/** Spec 001's showcase, support and administration screens. */
export const showcaseRoutes: readonly SiteRoute[] = [];
