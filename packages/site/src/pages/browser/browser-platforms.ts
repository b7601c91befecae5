/** Spec 000 '/browser': the five platforms, each with quick prompts that can be copied. */
export interface BrowserPlatform {
  id: "chatgpt" | "claude" | "perplexity" | "gemini" | "copilot";
  name: string;
  url: string;
  description: string;
  quickPrompts: readonly string[];
}

export const browserPlatforms: readonly BrowserPlatform[] = [
  {
    id: "chatgpt",
    name: "ChatGPT",
    url: "https://chat.openai.com",
    description: "Native chat panel, answered through the hub's gateway.",
    quickPrompts: ["Draft a friendly follow-up email", "Explain this error message step by step"],
  },
  {
    id: "claude",
    name: "Claude",
    url: "https://claude.ai",
    description: "Long documents and careful reasoning.",
    quickPrompts: ["Summarise this report in five bullet points", "Critique my argument fairly"],
  },
  {
    id: "perplexity",
    name: "Perplexity",
    url: "https://www.perplexity.ai",
    description: "Answers with sources.",
    quickPrompts: ["What changed in this field in the last year?", "Compare these two products with sources"],
  },
  {
    id: "gemini",
    name: "Gemini",
    url: "https://gemini.google.com",
    description: "Google's assistant across text and images.",
    quickPrompts: ["Plan a three-day trip on a budget", "Turn these notes into a study guide"],
  },
  {
    id: "copilot",
    name: "Copilot",
    url: "https://copilot.microsoft.com",
    description: "Help inside documents and code.",
    quickPrompts: ["Write a unit test for this function", "Refactor this code for readability"],
  },
];

export const browserFeatureBadges = [
  "Ad Blocker Active",
  "Privacy Mode Enabled",
  "Auto-fill Ready",
  "Session Save On",
] as const;

export const browserSessionTabs = ["main", "research", "coding", "writing", "analysis"] as const;
export type BrowserSessionTab = (typeof browserSessionTabs)[number];

/** Spec 000 ChatGPT panel: the five suggested prompts that fill the input. */
export const chatSuggestedPrompts: readonly string[] = [
  "Explain quantum computing in simple terms",
  "Write a haiku about artificial intelligence",
  "Help me plan a productive morning routine",
  "What are the best practices for writing clean code?",
  "Suggest five creative names for a coffee shop",
];

/** An address typed in the bar, made loadable: a bare host gets https://. */
export function normaliseAddress(typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The platform whose site an address belongs to, if any. */
export function platformForAddress(address: string): BrowserPlatform | undefined {
  const host = new URL(address).host;
  return browserPlatforms.find((platform) => new URL(platform.url).host === host);
}
