import { darkTheme, lightTheme, vars } from "./theme.css";

/** One line per theme token, for the Custom Elements Manifest and Storybook (kept out of the bundles). */
const tokenDescriptions: Record<string, string> = {
  "--hom-color-bg": "Page-level background behind cards.",
  "--hom-color-surface": "The widget's background.",
  "--hom-color-surface-muted": "Secondary surfaces: inputs, stat tiles, list rows.",
  "--hom-color-border": "Borders and dividers.",
  "--hom-color-text": "Body text.",
  "--hom-color-text-muted": "Secondary text: labels, timestamps.",
  "--hom-color-accent": "Primary buttons, links and highlights.",
  "--hom-color-accent-text": "Text on the accent colour.",
  "--hom-color-accent-soft": "Badges and soft highlights.",
  "--hom-color-success": "Positive states.",
  "--hom-color-warning": "Warnings.",
  "--hom-color-danger": "Errors.",
  "--hom-color-focus": "The keyboard focus ring.",
  "--hom-font-body": "Font family of all text.",
  "--hom-font-mono": "Font family of figures and code.",
  "--hom-font-size": "Base font size; every text size scales with it.",
  "--hom-radius-sm": "Small corner radius (chips).",
  "--hom-radius-md": "Corner radius of fields and buttons.",
  "--hom-radius-lg": "Corner radius of the widget's frame.",
  "--hom-radius-pill": "Radius of pill-shaped badges.",
  "--hom-space": "Base spacing: the widget's padding; gaps are fractions of it.",
};

const leaves = (tree: object, prefix: string[] = []): [string[], string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[[...prefix, key], value] as [string[], string]] : leaves(value, [...prefix, key]),
  );
const at = (tree: object, path: string[]): string =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;

export interface ThemeTokenDoc {
  name: string;
  description: string;
  /** Light value / dark value. */
  default: string;
}

/** The `--hom-*` custom properties every widget honours, from the theme contract itself. */
export function themeTokenDocs(): ThemeTokenDoc[] {
  return leaves(vars).map(([path, reference]) => {
    const name = reference.replace(/^var\((--[\w-]+)\)$/, "$1");
    const light = at(lightTheme, path);
    const dark = at(darkTheme, path);
    return {
      name,
      description: tokenDescriptions[name] ?? "",
      default: light === dark ? light : `${light} (light) / ${dark} (dark)`,
    };
  });
}

/** What each CSS part of the widgets is. */
export const partDescriptions: Record<string, string> = {
  root: "The widget's frame (background, border, radius, padding).",
  header: "The title row.",
  facts: "The current flow, progression and quantum state.",
  entries: "The scrolling list of stream entries.",
  entry: "One stream entry.",
  search: "The search field.",
  level: "The level filter.",
  card: "One personality card.",
  model: "The model picker.",
  temperature: "The temperature slider.",
  messages: "The message list.",
  citations: "The numbered sources under an answer from a personality bound to knowledge.",
  passage: "A cited passage, opened from its source.",
  "cite-marker": "An answer's [n]: opens source n and moves focus to it.",
  input: "The text input.",
  send: "The send button.",
  image: "The image generation button.",
  toast: "The notification toast.",
  "new-chat": "The New chat button (with persist or a publishable key).",
  threads: "The button that opens the thread list (with a publishable key).",
  "thread-list": "The list of the visitor's threads: open, rename, delete, delete my data.",
  feedback: "The thumbs up and down (and comment) under an answer of a stored thread.",
  avatar: "The avatar image beside the chat's title (the avatar attribute).",
  launcher: "The floating launcher button (mode launcher).",
  panel: "The panel or dialog holding the chat (modes launcher and popup).",
  close: "The panel's close button.",
  backdrop: "The shade behind the popup.",
  stats: "The figures row.",
  submit: "The release button.",
  tasks: "The task list.",
  authority: "The authority declaration.",
};
