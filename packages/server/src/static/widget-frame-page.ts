import { widgetsMajorPath } from "./widgets-path";

/**
 * One iframe page of spec 001 (`/widgets/<page>` and `/widget/<page>`), as the widgets build writes them to
 * frames.json from the element definitions: the element, the page title and the attributes it takes from the
 * query string (every attribute but `api-base`: a frame talks to its own hub only).
 */
export interface WidgetFrame {
  tag: string;
  title: string;
  attributes: string[];
}

export type WidgetFrames = Record<string, WidgetFrame>;

/** The frame of a page name; undefined for other names (inherited keys included). */
export function widgetFrameOf(frames: WidgetFrames, name: string): WidgetFrame | undefined {
  return Object.hasOwn(frames, name) ? frames[name] : undefined;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A standalone page (no site chrome) with one widget; its options come from the query string, only the
 * frame's attributes are copied (escaped). `bundles` is the widgets build's manifest.json.
 */
export function widgetFramePage(frame: WidgetFrame, query: URLSearchParams, bundles: Record<string, string>): string {
  const { tag, title } = frame;
  const attributes = frame.attributes
    .filter((option) => option !== "api-base")
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
