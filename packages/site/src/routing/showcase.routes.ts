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
    description: "Watch a collective AI consciousness think, live.",
  },
  {
    paths: ["/universal-operations", "/cosmic-enhancement", "/linear-insights"],
    layout: "bare",
    page: UniversalOperationsPage,
    title: "Universal Operations",
    description: "The operations console of the universal AI network.",
  },
  {
    paths: ["/idea-cosmos", "/human-ideas", "/cosmic-ripples"],
    layout: "bare",
    page: IdeaCosmosPage,
    title: "Idea Cosmos",
    description: "Explore human ideas as a living cosmos of connections.",
  },
  {
    paths: ["/human-growth", "/growth-center", "/transcendence"],
    layout: "bare",
    page: HumanGrowthPage,
    title: "Human Growth",
    description: "Growth paths and milestones guided by AI minds.",
  },
  {
    paths: ["/agent-zero", "/zero-core", "/autonomous"],
    layout: "bare",
    page: AgentZeroPage,
    title: "Agent Zero",
    description: "Agent Zero, the autonomous core that supervises every mind.",
  },
  {
    paths: ["/minds-directory", "/all-minds", "/56-personalities"],
    layout: "bare",
    page: MindsDirectoryPage,
    title: "Minds Directory",
    description: "Browse all 56 AI personalities: their skills, styles and specialities.",
  },
  {
    paths: ["/faq", "/help", "/questions"],
    layout: "bare",
    page: FaqPage,
    title: "FAQ",
    description: "Answers to the questions people ask most about Hub of Minds.",
  },
  {
    paths: ["/support", "/contact"],
    layout: "bare",
    page: SupportPage,
    title: "Support Center",
    description: "Get help: open a support ticket and follow its progress.",
  },
  {
    paths: ["/admin-portal", "/super-admin", "/portal"],
    layout: "bare",
    page: AdminPortalPage,
    title: "Administrator Portal",
    description: "The administrator portal: users, tickets and system status.",
  },
];
