import { lazy } from "react";
import type { SiteRoute } from "./route-table";

// Each screen is its own chunk; the named exports are mapped to the default `lazy` expects.
const ConsciousnessPage = lazy(() =>
  import("../pages/showcase/consciousness/consciousness-page").then((m) => ({ default: m.ConsciousnessPage })),
);
const UniversalOperationsPage = lazy(() =>
  import("../pages/showcase/universal-operations/universal-operations-page").then((m) => ({
    default: m.UniversalOperationsPage,
  })),
);
const IdeaCosmosPage = lazy(() =>
  import("../pages/showcase/idea-cosmos/idea-cosmos-page").then((m) => ({ default: m.IdeaCosmosPage })),
);
const HumanGrowthPage = lazy(() =>
  import("../pages/showcase/human-growth/human-growth-page").then((m) => ({ default: m.HumanGrowthPage })),
);
const AgentZeroPage = lazy(() =>
  import("../pages/showcase/agent-zero/agent-zero-page").then((m) => ({ default: m.AgentZeroPage })),
);
const MindsDirectoryPage = lazy(() =>
  import("../pages/showcase/minds-directory/minds-directory-page").then((m) => ({ default: m.MindsDirectoryPage })),
);
const FaqPage = lazy(() => import("../pages/showcase/faq/faq-page").then((m) => ({ default: m.FaqPage })));
const SupportPage = lazy(() =>
  import("../pages/showcase/support/support-page").then((m) => ({ default: m.SupportPage })),
);
const AdminPortalPage = lazy(() =>
  import("../pages/showcase/admin-portal/admin-portal-page").then((m) => ({ default: m.AdminPortalPage })),
);

/** Spec 001's showcase, support and administration screens, every alias of its route table. */
export const showcaseRoutes: readonly SiteRoute[] = [
  {
    paths: ["/consciousness", "/massive-mind", "/nonlinear-time"],
    layout: "bare",
    page: ConsciousnessPage,
    title: "Consciousness Hub",
  },
  {
    paths: ["/universal-operations", "/cosmic-enhancement", "/linear-insights"],
    layout: "bare",
    page: UniversalOperationsPage,
    title: "Universal Operations",
  },
  {
    paths: ["/idea-cosmos", "/human-ideas", "/cosmic-ripples"],
    layout: "bare",
    page: IdeaCosmosPage,
    title: "Idea Cosmos",
  },
  {
    paths: ["/human-growth", "/growth-center", "/transcendence"],
    layout: "bare",
    page: HumanGrowthPage,
    title: "Human Growth",
  },
  { paths: ["/agent-zero", "/zero-core", "/autonomous"], layout: "bare", page: AgentZeroPage, title: "Agent Zero" },
  {
    paths: ["/minds-directory", "/all-minds", "/56-personalities"],
    layout: "bare",
    page: MindsDirectoryPage,
    title: "Minds Directory",
  },
  { paths: ["/faq", "/help", "/questions"], layout: "bare", page: FaqPage, title: "FAQ" },
  { paths: ["/support", "/contact"], layout: "bare", page: SupportPage, title: "Support Center" },
  {
    paths: ["/admin-portal", "/super-admin", "/portal"],
    layout: "bare",
    page: AdminPortalPage,
    title: "Administrator Portal",
  },
];
