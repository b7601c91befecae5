import { camelCase, elementDefinitions, type HomElementTag } from "../src/elements/element-definitions";

/** `hom-chat` -> `homChatProps`: the name of one element's prop map. */
export const propMapName = (tag: HomElementTag) => `${camelCase(tag)}Props`;

/** Where one element's prop map is written, relative to the package. */
export const propMapPath = (tag: HomElementTag) => `src/elements/prop-maps/${tag}.ts`;

/**
 * The source of src/elements/prop-maps/<tag>.ts: the element's props (its attributes, camelCased) and how an
 * attribute's text becomes the prop, from element-definitions.ts. A generated copy rather than an import of the
 * definitions, whose descriptions would add about 2 KB to every element bundle; one file per element, since a
 * module shared by the five bundles would become a chunk that each one loads whole.
 * `npx tsx packages/widgets/build/write-element-prop-maps.ts` writes them; element-prop-maps.test.ts fails when
 * one is stale.
 */
export function elementPropMapSource(tag: HomElementTag): string {
  const props = elementDefinitions[tag].attributes.map(({ name, type }) => `  ${camelCase(name)}: "${type}",\n`);
  return [
    "// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.",
    `// <${tag}>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.`,
    `export const ${propMapName(tag)} = {\n${props.join("")}} as const;\n`,
  ].join("\n");
}
