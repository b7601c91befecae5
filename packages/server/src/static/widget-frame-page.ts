import { widgetsMajorPath } from "./widgets-path";

/** The iframe pages of spec 001: `/widgets/<name>` and `/widget/<name>`. */
export const widgetFrames = {
  consciousness: { tag: "hom-consciousness", title: "Consciousness Streams", options: ["seed"] },
  "ai-personalities": { tag: "hom-personalities", title: "AI Personalities", options: ["level", "search"] },
  // No `api-base`: a frame on the hub's origin talks to its own hub only (else a link could aim it elsewhere).
  chatgpt: {
    tag: "hom-chat",
    title: "ChatGPT",
    options: [
      "publishable-key",
      "model",
      "personality",
      "temperature",
      "persist",
      "label",
      "greeting",
      "avatar",
      "prompts",
      "controls",
    ],
  },
  "idea-cosmos": { tag: "hom-idea-cosmos", title: "Idea Cosmos", options: ["seed", "author"] },
  "agent-zero": { tag: "hom-agent-zero", title: "Agent Zero", options: ["seed"] },
} as const;

export type WidgetFrameName = keyof typeof widgetFrames;

export function isWidgetFrameName(name: string): name is WidgetFrameName {
  return Object.hasOwn(widgetFrames, name);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A standalone page (no site chrome) with one widget; its options come from the query string, only the
 * widget's own attributes are copied (escaped). `bundles` is the widgets build's manifest.json.
 */
export function widgetFramePage(
  name: WidgetFrameName,
  query: URLSearchParams,
  bundles: Record<string, string>,
): string {
  const { tag, title, options } = widgetFrames[name];
  const attributes = ["theme", ...options]
    .map((option) => [option, query.get(option)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null && entry[1].length <= 200)
    .map(([option, value]) => ` ${option}="${escapeHtml(value)}"`)
    .join("");
  const script = (file: string | undefined) =>
    file ? `<script type="module" src="${widgetsMajorPath}/${escapeHtml(file)}"></script>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Hub of Minds</title>
<link rel="stylesheet" href="/widgets/frame.css">
${script(bundles[tag])}
${script(bundles.frame)}
</head>
<body>
<main><${tag}${attributes}></${tag}></main>
</body>
</html>
`;
}
