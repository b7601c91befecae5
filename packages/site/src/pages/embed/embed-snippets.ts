import { elementDefinitions, type HomElementTag } from "@hub-of-minds/widgets";
import { camelCase } from "./camel-case";
import { embedWidget, widgetAttributes } from "./embed-widgets";

/** The hub's embedding URLs are versioned: v1 stays compatible across hub releases. */
const widgetsPath = "/widgets/v1";

type Attributes = readonly (readonly [name: string, value: string])[];

/** Escapes a value for an HTML attribute in double quotes (and for text): `& < > " '`. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${entities[char]};`);
}
const entities: Record<string, string> = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" };

const htmlAttributes = (attributes: Attributes) =>
  attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("");

/** A chat in popup mode opens from any element marked data-hom-chat-open: the snippet adds one. */
const popupTrigger = (attributes: Attributes) =>
  attributes.some(([name, value]) => name === "mode" && value === "popup")
    ? ['<button type="button" data-hom-chat-open>Chat with us</button>']
    : [];

/** (1) The loader script and the element: what most sites paste. */
export function scriptTagSnippet(origin: string, tag: HomElementTag, attributes: Attributes): string {
  return [
    `<script type="module" src="${escapeHtml(`${origin}${widgetsPath}/loader.js`)}"></script>`,
    `<${tag}${htmlAttributes(attributes)}></${tag}>`,
    ...popupTrigger(attributes),
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
  const src = `${hub}${widgetsPath}/${frame}${query ? `?${query}` : ""}`;
  return [
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" loading="lazy" style="width: 100%; border: 0"></iframe>`,
    `<script type="module" src="${escapeHtml(`${hub}${widgetsPath}/embed.js`)}"></script>`,
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

/** `hom-idea-cosmos` -> `HomIdeaCosmos`: the wrapper's name in `@hub-of-minds/widgets/react`. */
const wrapperName = (tag: HomElementTag) => camelCase(`-${tag}`);

/** (3) A React 18/19 app: the package's typed wrapper, its props camelCased, and the first event as an example. */
export function reactSnippet(origin: string, tag: HomElementTag, attributes: Attributes): string {
  const numbers = new Set(
    widgetAttributes(tag)
      .filter((a) => a.type === "number")
      .map((a) => a.name),
  );
  const props = attributes.map(([name, value]) => jsxAttribute(camelCase(name), value, numbers.has(name)));
  const event = (elementDefinitions[tag].events as readonly string[])[0];
  if (event) props.push(`${camelCase(`on-${event}`)}={(event) => console.log(event.detail)}`);
  const component = wrapperName(tag);
  const element =
    props.length === 0
      ? `<${component} />`
      : `<${component}\n${props.map((prop) => `      ${prop}`).join("\n")}\n    />`;
  return [
    `// npm install ${origin}${widgetsPath}/hub-of-minds-widgets.tgz`,
    `import { ${component} } from "@hub-of-minds/widgets/react";`,
    ``,
    `export function ${reactComponentName(tag)}() {`,
    `  return (`,
    `    ${element}`,
    `  );`,
    `}`,
  ].join("\n");
}
