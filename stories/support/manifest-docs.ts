import type { HomElementTag } from "@hub-of-minds/widgets";
import manifest from "@hub-of-minds/widgets/custom-elements.json";
import type { ArgTypes } from "@storybook/react-vite";

// Storybook's docs for a widget, generated from the Custom Elements Manifest (itself generated from
// element-definitions.ts and the theme contract): attributes with controls, events, parts and CSS properties.
type Declaration = (typeof manifest.modules)[number]["declarations"][number];

function declarationOf(tag: HomElementTag): Declaration {
  const declaration = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag);
  if (!declaration) throw new Error(`${tag} is not in custom-elements.json`);
  return declaration;
}

const enumValues = (text: string) =>
  text.includes('"') ? [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? "") : undefined;

/** The argTypes of a widget story: attributes are its props (controls), the rest are documented rows. */
export function manifestArgTypes(tag: HomElementTag): ArgTypes {
  const declaration = declarationOf(tag);
  const argTypes: ArgTypes = {};
  for (const attribute of declaration.attributes) {
    const options = enumValues(attribute.type.text);
    argTypes[attribute.fieldName] = {
      name: attribute.fieldName,
      description: `${attribute.description} (attribute \`${attribute.name}\`)`,
      control: options ? { type: "select" } : attribute.type.text === "number" ? { type: "number" } : { type: "text" },
      ...(options ? { options } : {}),
      table: {
        category: "attributes",
        type: { summary: attribute.type.text },
        ...("default" in attribute && attribute.default ? { defaultValue: { summary: attribute.default } } : {}),
      },
    };
  }
  for (const event of declaration.events) {
    argTypes[`event:${event.name}`] = {
      name: event.name,
      description: event.description,
      control: false,
      table: { category: "events", type: { summary: event.type.text } },
    };
  }
  for (const part of declaration.cssParts) {
    argTypes[`part:${part.name}`] = {
      name: `::part(${part.name})`,
      description: part.description,
      control: false,
      table: { category: "css parts" },
    };
  }
  for (const property of declaration.cssProperties) {
    argTypes[`css:${property.name}`] = {
      name: property.name,
      description: property.description,
      control: false,
      table: { category: "css custom properties", defaultValue: { summary: property.default } },
    };
  }
  return argTypes;
}

/**
 * The meta fields every widget story file shares: the description and the argTypes. (`tags: ["autodocs"]`
 * stays written in each meta: Storybook reads it without running the file.)
 */
export function widgetDocs(tag: HomElementTag) {
  return {
    argTypes: manifestArgTypes(tag),
    parameters: { docs: { description: { component: `\`<${tag}>\`: ${declarationOf(tag).description}` } } },
  };
}
