import { lazy } from "react";
import type { SiteRoute } from "./route-table";

const BrowserPage = lazy(() => import("../pages/browser/browser-page").then((m) => ({ default: m.BrowserPage })));

/** Spec 000's AI Browser Hub, under both names of spec 001's route table. */
export const browserRoutes: readonly SiteRoute[] = [
  {
    paths: ["/browser", "/ai-browser"],
    layout: "top-nav",
    page: BrowserPage,
    title: "AI Browser",
    description: "Chat with AI models side by side and browse with them.",
  },
];
