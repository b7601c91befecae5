/** The showcase's own top links: spec 001's "Other links" (its `/` is our `/hub`), then its themed pages. */
export const showcaseNavLinks: readonly { href: string; label: string }[] = [
  { href: "/hub", label: "Minds Hub" },
  { href: "/cluster", label: "Cluster Interface" },
  { href: "/customer", label: "AI Personalities" },
  { href: "/consciousness", label: "Consciousness" },
  { href: "/universal-operations", label: "Universal Operations" },
  { href: "/idea-cosmos", label: "Idea Cosmos" },
  { href: "/human-growth", label: "Human Growth" },
  { href: "/agent-zero", label: "Agent Zero" },
  { href: "/minds-directory", label: "Minds Directory" },
  { href: "/faq", label: "FAQ" },
  { href: "/support", label: "Support" },
];
