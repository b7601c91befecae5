import type { HomWidgetEventName } from "../shared/widget-events";

export interface AttributeDefinition {
  /** The HTML attribute (kebab-case); the property is its camelCase form. */
  readonly name: string;
  readonly type: "string" | "number";
  readonly description: string;
  /** The allowed values when the attribute is an enumeration. */
  readonly values?: readonly string[];
  readonly default?: string;
  /** Written by the page's own server for each visitor, never one value for every page: builders leave it out. */
  readonly perVisitor?: true;
}

export interface ElementDefinition {
  readonly description: string;
  readonly attributes: readonly AttributeDefinition[];
  readonly events: readonly HomWidgetEventName[];
  /** `::part()` names of the main parts. */
  readonly parts: readonly string[];
  /**
   * The iframe page `/widgets/v1/<page>` (spec 001's names) and its title, also the embed builder's name for
   * the widget. The page takes every attribute but `api-base` from its query string and from setAttributes.
   */
  readonly frame: { readonly page: string; readonly title: string };
}

const theme = {
  name: "theme",
  type: "string",
  values: ["light", "dark", "auto"],
  default: "auto",
  description: "Colour theme; auto follows the visitor's system setting.",
} as const;
const apiBase = {
  name: "api-base",
  type: "string",
  description:
    "Origin of the Hub of Minds API, e.g. https://hub.example.com; empty means the hub that served the element's script (the loader's hub; the page's own origin for the npm package).",
} as const;
const publishableKey = {
  name: "publishable-key",
  type: "string",
  description:
    "The customer's publishable key, sent as the X-Publishable-Key header. With it the chat gets a visitor token from the hub and keeps its threads server-side (a thread list, resume after a reload, feedback).",
} as const;
const seed = {
  name: "seed",
  type: "number",
  description: "Fixes the simulation's random source (demos, tests); omitted means a fresh run.",
} as const;

/**
 * The five custom elements: the one source of their attributes, events and parts. The Custom Elements
 * Manifest and the React JSX typings are generated from it; element-definitions.test.ts checks that each
 * registered element observes exactly these attributes.
 */
export const elementDefinitions = {
  "hom-consciousness": {
    frame: { page: "consciousness", title: "Consciousness Streams" },
    description: "Consciousness streams: the current flow and 8 stream entries regenerated every 5 seconds.",
    attributes: [theme, seed],
    events: [],
    parts: ["root", "header", "facts", "entries", "entry"],
  },
  "hom-personalities": {
    frame: { page: "ai-personalities", title: "AI Personalities" },
    description: "AI personalities browser: search, level filter, cards and summary counts.",
    attributes: [
      theme,
      {
        name: "level",
        type: "string",
        values: ["all", "high", "medium", "emerging"],
        default: "all",
        description: "Initial level filter: high 8-10, medium 5-7, emerging 1-4.",
      },
      { name: "search", type: "string", description: "Initial search text (name or specialty)." },
    ],
    events: ["hom-personality-selected"],
    parts: ["root", "search", "level", "card"],
  },
  "hom-chat": {
    frame: { page: "chatgpt", title: "ChatGPT" },
    description:
      "Chat: model (or a personality's voice), temperature, quick prompts, streamed Markdown replies and image generation; title, greeting, avatar and controls brandable.",
    attributes: [
      theme,
      apiBase,
      publishableKey,
      {
        name: "model",
        type: "string",
        default: "gpt-4o",
        description:
          "Initial model, a gateway model id; the picker offers what the hub serves (/api/chat-models) and falls back to its default when the hub does not serve this one.",
      },
      {
        name: "personality",
        type: "string",
        description:
          "A catalogue personality id (e.g. marcus-vale): replies come in that personality's voice through the hub's personality model, and the model picker is hidden.",
      },
      { name: "temperature", type: "number", default: "0.7", description: "Initial temperature, 0-2 in steps of 0.1." },
      {
        name: "persist",
        type: "string",
        values: ["none", "session", "local"],
        default: "none",
        description:
          "Without a publishable key: keeps the conversation in this browser across reloads (sessionStorage or localStorage), with a New chat button. With a key the hub keeps the threads and this is ignored.",
      },
      {
        name: "user-id",
        type: "string",
        perVisitor: true,
        description:
          "A signed-in user of your own site (with user-hash and a publishable key): their threads follow them to any device.",
      },
      {
        name: "user-hash",
        type: "string",
        perVisitor: true,
        description:
          "The hex HMAC-SHA256 of user-id with your identity secret, computed by your backend (never in the page's code); a wrong hash is refused.",
      },
      {
        name: "mode",
        type: "string",
        values: ["inline", "launcher", "popup"],
        default: "inline",
        description:
          "inline in the page; launcher: a corner button opens the chat in a panel; popup: any element with data-hom-chat-open (empty, or this element's id) opens it in a dialog.",
      },
      {
        name: "position",
        type: "string",
        values: ["bottom-right", "bottom-left"],
        default: "bottom-right",
        description: "The corner of the launcher and its panel.",
      },
      {
        name: "label",
        type: "string",
        default: "Chat",
        description: "The chat's title, the launcher's text and the dialog's name.",
      },
      {
        name: "greeting",
        type: "string",
        description: "The first message, shown to the visitor only (never sent to the model); a welcome by default.",
      },
      { name: "avatar", type: "string", description: "An image URL (https: or a path) shown beside the title." },
      {
        name: "prompts",
        type: "string",
        description: 'The suggested prompts, separated by |, e.g. "Track my order|Our return policy".',
      },
      {
        name: "controls",
        type: "string",
        default: "model temperature prompts image",
        description:
          "The controls a visitor sees, space-separated: any of model, temperature, prompts, image; none hides them all.",
      },
      {
        name: "color",
        type: "string",
        description: "The launcher's background, any CSS colour (default: the accent).",
      },
    ],
    events: ["hom-message", "hom-error", "hom-image", "hom-thread-changed"],
    parts: [
      "root",
      "avatar",
      "model",
      "temperature",
      "messages",
      "citations",
      "passage",
      "cite-marker",
      "input",
      "send",
      "image",
      "toast",
      "new-chat",
      "threads",
      "thread-list",
      "feedback",
      "launcher",
      "panel",
      "close",
      "backdrop",
    ],
  },
  "hom-idea-cosmos": {
    frame: { page: "idea-cosmos", title: "Idea Cosmos" },
    description: "Idea cosmos: stats, an idea box with a x/500 counter, release with a 2 s delay, and ripples.",
    attributes: [theme, seed, { name: "author", type: "string", description: "Name shown on released ideas." }],
    events: ["hom-idea-submitted"],
    parts: ["root", "stats", "input", "submit"],
  },
  "hom-agent-zero": {
    frame: { page: "agent-zero", title: "Agent Zero" },
    description:
      "Agent Zero status: figures, health metrics, tasks progressing every 3 s and the authority declaration.",
    attributes: [theme, seed],
    events: [],
    parts: ["root", "stats", "tasks", "authority"],
  },
} as const satisfies Record<string, ElementDefinition>;

export type HomElementTag = keyof typeof elementDefinitions;

/**
 * The attributes an iframe page takes (query string and setAttributes): all but `api-base`, because a frame
 * on the hub's origin talks to its own hub only (else a link could aim it elsewhere; its CSP says so too).
 */
export function frameAttributes(tag: HomElementTag): string[] {
  return elementDefinitions[tag].attributes.map(({ name }) => name).filter((name) => name !== "api-base");
}

/** The iframe pages by name, as the widgets build writes them to frames.json for the server. */
export function framePages(): Record<string, { tag: HomElementTag; title: string; attributes: string[] }> {
  return Object.fromEntries(
    (Object.keys(elementDefinitions) as HomElementTag[]).map((tag) => {
      const { page, title } = elementDefinitions[tag].frame;
      return [page, { tag, title, attributes: frameAttributes(tag) }];
    }),
  );
}

export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_match, char: string) => char.toUpperCase());
