/** Where the hub leads besides its 16 entries: the showcase, the embeddable widgets and the customer screens. */
export const hubLinkGroups = [
  {
    title: "Showcase",
    links: [
      { label: "Consciousness Theater", href: "/consciousness" },
      { label: "Universal Operations", href: "/universal-operations" },
      { label: "Idea Cosmos", href: "/idea-cosmos" },
      { label: "Human Growth", href: "/human-growth" },
      { label: "Agent Zero", href: "/agent-zero" },
      { label: "Minds Directory", href: "/minds-directory" },
    ],
  },
  {
    title: "Widgets",
    links: [
      { label: "Consciousness Streams", href: "/widgets/consciousness" },
      { label: "AI Personalities", href: "/widgets/ai-personalities" },
      { label: "ChatGPT Chat", href: "/widgets/chatgpt" },
      { label: "Idea Cosmos", href: "/widgets/idea-cosmos" },
      { label: "Agent Zero Status", href: "/widgets/agent-zero" },
    ],
  },
  {
    title: "Your hub",
    links: [
      { label: "My Dashboard", href: "/" },
      { label: "Personality Hub", href: "/customer" },
      { label: "AI Browser", href: "/browser" },
      { label: "Cluster Apps", href: "/cluster" },
      { label: "YAML Storage", href: "/yaml-storage" },
      { label: "API Configuration", href: "/api-config" },
    ],
  },
] as const;
