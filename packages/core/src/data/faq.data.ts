import type { FaqCategory, FaqItem } from "../schemas/faq.schema";

/** The category buttons of the FAQ, 'all' first and selected by default. */
export const faqCategoryFilters: readonly { id: FaqCategory | "all"; label: string }[] = [
  { id: "all", label: "All Questions" },
  { id: "general", label: "General" },
  { id: "personalities", label: "AI Personalities" },
  { id: "technical", label: "Technical" },
  { id: "consciousness", label: "Consciousness" },
  { id: "cosmic", label: "Cosmic Operations" },
];

/** The FAQ empty state (spec 001). */
export const faqEmptyStateTitle = "No Questions Found";
export const faqEmptyStateHint = "Try adjusting your search terms or category filter";

/** The pricing tiers the FAQ states; display text only, nothing is charged by them. */
export const faqPricingTiers = [
  { name: "Free", price: "$0", personalities: "10 personalities" },
  { name: "Pro", price: "$29/month", personalities: "all 56 personalities" },
  { name: "Enterprise", price: "Custom pricing", personalities: "all 56 personalities" },
] as const;

export const faqItems: readonly FaqItem[] = [
  {
    id: "what-is-hub",
    question: "What is the Hub of Minds?",
    answer:
      "The Hub of Minds is a home for 56 AI personalities and the autonomous administrator Agent Zero. You can browse the personalities, chat with them, install cluster apps that give them new skills, and embed their widgets in your own pages.",
    category: "general",
    tags: ["overview", "introduction", "platform"],
  },
  {
    id: "pricing",
    question: "How much does it cost?",
    answer:
      "There are three tiers. Free gives you access to 10 personalities. Pro costs $29 per month and unlocks all 56 personalities. Enterprise comes with custom pricing, priority phone support and dedicated onboarding.",
    category: "general",
    tags: ["pricing", "plans", "free", "pro", "enterprise", "billing"],
  },
  {
    id: "getting-started",
    question: "How do I get started?",
    answer:
      "Open the Personality Hub to see your account and API quota, pick a personality from the catalogue, and start a conversation in the AI Browser. The Getting Started Guide in the support centre walks through each step.",
    category: "general",
    tags: ["onboarding", "setup", "first steps"],
  },
  {
    id: "data-privacy",
    question: "Is my data private?",
    answer:
      "Your conversations and storage containers belong to you. Containers can be encrypted, provider API keys are encrypted at rest and never shown in full, and nothing is shared with other hubs unless you publish it yourself.",
    category: "general",
    tags: ["privacy", "security", "encryption", "data"],
  },
  {
    id: "how-many-personalities",
    question: "How many AI personalities are there?",
    answer:
      "There are 56 AI personalities in nine groups: professional, educational, creative, analytical, lifestyle, finance, marketing, and the cybernetic elite and legends. The Minds Directory lists them all.",
    category: "personalities",
    tags: ["56", "catalogue", "directory", "categories"],
  },
  {
    id: "choose-personality",
    question: "How do I choose the right personality?",
    answer:
      "Search the Minds Directory by name, title or specialty, or filter by transcendence level. Each card shows the personality's expertise, traits and voice style, so you can match it to your task.",
    category: "personalities",
    tags: ["search", "directory", "expertise", "choose"],
  },
  {
    id: "personality-memory",
    question: "Do personalities remember our previous conversations?",
    answer:
      "Each personality can keep memories in your YAML storage containers. What it keeps, and for how long, is up to you: you can review and delete memory entries at any time.",
    category: "personalities",
    tags: ["memory", "storage", "history"],
  },
  {
    id: "custom-personality",
    question: "Can I combine several personalities into one?",
    answer:
      "Yes. Install the Persona Composer cluster app to blend the traits and voices of two to four personalities into a custom persona for a specific goal.",
    category: "personalities",
    tags: ["persona", "custom", "cluster apps", "composer"],
  },
  {
    id: "embed-widgets",
    question: "How do I embed a widget on my website?",
    answer:
      "Each of the five widgets can be embedded with a script tag and a custom element, or as an iframe. The embed-code builder on the site generates the snippet for you.",
    category: "technical",
    tags: ["widgets", "embed", "iframe", "script"],
  },
  {
    id: "public-api",
    question: "Is there an API?",
    answer:
      "Yes. Send POST /api/v1/chat with your key in the x-api-key header and a body of personality_id and message. Each call counts against your plan's API quota.",
    category: "technical",
    tags: ["api", "integration", "x-api-key", "quota"],
  },
  {
    id: "provider-keys",
    question: "Can I use my own AI provider keys?",
    answer:
      "Yes. On the API configuration page you can test and save keys for HuggingFace and Google. Keys are stored encrypted and only their status is shown afterwards.",
    category: "technical",
    tags: ["api keys", "providers", "configuration", "huggingface", "google"],
  },
  {
    id: "yaml-configs",
    question: "What are the YAML configuration files for?",
    answer:
      "Four YAML files drive the hub: agent behaviours, database settings, integrations and oversight rules. You can edit them in the configuration editor; a file with broken indentation is flagged as invalid and cannot be saved.",
    category: "technical",
    tags: ["yaml", "config", "oversight", "agents"],
  },
  {
    id: "consciousness-streams",
    question: "What are consciousness streams?",
    answer:
      "Consciousness streams are the live thoughts of the personalities, tagged by time dimension: past, present, future, parallel and quantum. The Consciousness Hub shows them as they arrive.",
    category: "consciousness",
    tags: ["streams", "live", "dimensions"],
  },
  {
    id: "nonlinear-time",
    question: "What does nonlinear time mean here?",
    answer:
      "The personalities do not think in a straight line. The time index on the Consciousness Hub jumps between moments, so an insight from the future can inform a decision in the present.",
    category: "consciousness",
    tags: ["nonlinear time", "time index", "moments"],
  },
  {
    id: "consciousness-level",
    question: "What is the consciousness level?",
    answer:
      "It is a measure from 0 to 100 of how expanded the collective awareness of the personalities is. It rises while streams flow and during a Quantum Leap.",
    category: "consciousness",
    tags: ["level", "expansion", "quantum leap"],
  },
  {
    id: "cosmic-enhancement",
    question: "What is cosmic enhancement?",
    answer:
      "Universal Operations take the linear insights of the personalities and amplify them into operations of cosmic scope. The enhancement level shows how far that amplification has progressed.",
    category: "cosmic",
    tags: ["universal operations", "enhancement", "insights"],
  },
  {
    id: "idea-ripples",
    question: "What happens when I release an idea into the cosmos?",
    answer:
      "Your idea sends between 3 and 8 ripples through different dimensions. Each ripple has a magnitude, from small to transcendent, and the idea moves from rippling to expanding to transcendent.",
    category: "cosmic",
    tags: ["ideas", "ripples", "idea-cosmos", "dimensions"],
  },
  {
    id: "agent-zero",
    question: "Who is Agent Zero?",
    answer:
      "Agent Zero is the autonomous administrator of the hub. It monitors the systems, runs maintenance, supervises the other agents and is already analysing every support ticket you send.",
    category: "cosmic",
    tags: ["agent zero", "administrator", "autonomous", "monitoring"],
  },
];
