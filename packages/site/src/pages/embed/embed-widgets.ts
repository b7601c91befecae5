import { type AttributeDefinition, elementDefinitions, type HomElementTag } from "@hub-of-minds/widgets";

/** One widget of the builder: its tag, its iframe page (`/widgets/v1/<frame>`) and the name people know it by. */
export interface EmbedWidget {
  readonly tag: HomElementTag;
  readonly frame: string;
  readonly title: string;
}

/** The five widgets, in the definitions' order (spec 001's widget list), named as their iframe pages. */
export const embedWidgets: readonly EmbedWidget[] = (Object.keys(elementDefinitions) as HomElementTag[]).map((tag) => ({
  tag,
  frame: elementDefinitions[tag].frame.page,
  title: elementDefinitions[tag].frame.title,
}));

export function embedWidget(tag: HomElementTag): EmbedWidget {
  const widget = embedWidgets.find((entry) => entry.tag === tag);
  if (!widget) throw new Error(`Unknown widget ${tag}`);
  return widget;
}

/** The chosen value of each attribute, by attribute name; an empty string means "not set". */
export type EmbedOptions = Readonly<Record<string, string>>;

/** The attributes a snippet for every page sets, from the widgets package's definitions. */
export function widgetAttributes(tag: HomElementTag): readonly AttributeDefinition[] {
  // A verified visitor's id and hash are written per visitor by the customer's server (the identity panel shows how).
  return elementDefinitions[tag].attributes.filter((attribute: AttributeDefinition) => !attribute.perVisitor);
}

/** The form's starting values: each attribute's default, and `api-base` pointing at this hub. */
export function defaultOptions(tag: HomElementTag, hubOrigin: string): EmbedOptions {
  const options: Record<string, string> = {};
  for (const attribute of widgetAttributes(tag)) {
    options[attribute.name] = attribute.name === "api-base" ? hubOrigin : (attribute.default ?? "");
  }
  return options;
}

/** Ranges of the number attributes (the definitions give their type only). */
const numberRanges: Record<string, { min: number; max?: number; step: number }> = {
  temperature: { min: 0, max: 2, step: 0.1 },
  seed: { min: 0, step: 1 },
};

export function numberRange(name: string): { min: number; max?: number; step: number } {
  return numberRanges[name] ?? { min: 0, step: 1 };
}

/** Whether `value` is an origin (scheme and host, optional port, nothing after). */
export function isOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
}

export const originHint = "Enter an origin such as https://shop.example: scheme and host, no path.";

/** A readable problem with one option's value, or undefined when it can go into a snippet. */
export function optionError(attribute: AttributeDefinition, value: string): string | undefined {
  if (value === "") return undefined;
  if (attribute.values && !attribute.values.includes(value)) {
    return `Choose one of ${attribute.values.join(", ")}.`;
  }
  if (attribute.name === "api-base" && !isOrigin(value)) return originHint;
  if (attribute.type === "number") {
    const number = Number(value);
    const range = numberRange(attribute.name);
    if (value.trim() === "" || !Number.isFinite(number)) return "Enter a number.";
    if (range.step === 1 && !Number.isInteger(number)) return "Enter a whole number.";
    if (number < range.min || (range.max !== undefined && number > range.max)) {
      return range.max === undefined
        ? `Enter a number of at least ${range.min}.`
        : `Enter a number from ${range.min} to ${range.max}.`;
    }
  }
  if (value.length > 200) return "Keep it under 200 characters.";
  return undefined;
}

/** The chat's embed-style and storage options: written only when they differ from the default. */
const quietWhenDefault = new Set(["persist", "mode", "position", "label", "controls"]);
/** Options of the launcher and popup only (the label titles the inline chat too). */
const overlayOnly = new Set(["position", "color"]);

/** The options that go into snippets and the preview: set and valid, in the definitions' order. */
export function snippetAttributes(tag: HomElementTag, options: EmbedOptions): [name: string, value: string][] {
  const inline = (options.mode ?? "inline") === "inline";
  return widgetAttributes(tag)
    .map((attribute) => [attribute, options[attribute.name]?.trim() ?? ""] as const)
    .filter(([attribute, value]) => value !== "" && optionError(attribute, value) === undefined)
    .filter(([attribute, value]) => !(quietWhenDefault.has(attribute.name) && value === attribute.default))
    .filter(([attribute]) => !(inline && overlayOnly.has(attribute.name)))
    .map(([attribute, value]) => [attribute.name, attribute.name === "api-base" ? value.replace(/\/$/, "") : value]);
}
