import type { HomElementTag } from "@hub-of-minds/widgets";
import { camelCase } from "./camel-case";
import { embedWidget, widgetAttributes } from "./embed-widgets";

type Attributes = readonly (readonly [name: string, value: string])[];

/** Escapes a value for an HTML attribute in double quotes (and for text): `& < > " '`. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${entities[char]};`);
}
const entities: Record<string, string> = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" };

const htmlAttributes = (attributes: Attributes) =>
  attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("");

/** (1) The loader script and the element: what most sites paste. */
export function scriptTagSnippet(origin: string, tag: HomElementTag, attributes: Attributes): string {
  return [
    `<script type="module" src="${escapeHtml(`${origin}/widgets/loader.js`)}"></script>`,
    `<${tag}${htmlAttributes(attributes)}></${tag}>`,
  ].join("\n");
}

/**
 * (2) The iframe page and the host helper that sizes it. A frame talks only to the hub that serves it, so
 * `api-base` is not a query option: it picks which hub serves the frame (this one by default).
 */
export function iframeSnippet(origin: string, tag: HomElementTag, attributes: Attributes): string {
  const { frame, title } = embedWidget(tag);
  const hub = attributes.find(([name]) => name === "api-base")?.[1] || origin;
  const query = new URLSearchParams(
    attributes.filter(([name]) => name !== "api-base").map(([n, v]) => [n, v]),
  ).toString();
  const src = `${hub}/widgets/${frame}${query ? `?${query}` : ""}`;
  return [
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" loading="lazy" style="width: 100%; border: 0"></iframe>`,
    `<script type="module" src="${escapeHtml(`${hub}/widgets/embed.js`)}"></script>`,
  ].join("\n");
}

/** A JSX attribute: plain quotes when safe, a JS string (or number) expression otherwise. */
function jsxAttribute(name: string, value: string, numeric: boolean): string {
  if (numeric) return `${name}={${Number(value)}}`;
  return /^[^"{}<>&\\]*$/.test(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`;
}

/** The component name of the React snippet, e.g. `hom-idea-cosmos` -> `IdeaCosmosEmbed`. */
export function reactComponentName(tag: HomElementTag): string {
  const name = camelCase(tag.replace(/^hom-/, ""));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Embed`;
}

/** (3) A React 19 host: the typed element (JSX typings from `@hub-of-minds/widgets/jsx`) and the loader once. */
export function reactSnippet(origin: string, tag: HomElementTag, attributes: Attributes): string {
  const numbers = new Set(
    widgetAttributes(tag)
      .filter((a) => a.type === "number")
      .map((a) => a.name),
  );
  const props = attributes.map(([name, value]) => jsxAttribute(name, value, numbers.has(name)));
  const element =
    props.length === 0 ? `<${tag} />` : `<${tag}\n${props.map((prop) => `      ${prop}`).join("\n")}\n    />`;
  return [
    `// Once per page, e.g. in index.html:`,
    `// <script type="module" src="${origin}/widgets/loader.js"></script>`,
    `import "@hub-of-minds/widgets/jsx";`,
    ``,
    `export function ${reactComponentName(tag)}() {`,
    `  return (`,
    `    ${element}`,
    `  );`,
    `}`,
  ].join("\n");
}
