import { camelCase, elementDefinitions } from "../src/elements/element-definitions";
import { homWidgetEventDescriptions } from "../src/shared/widget-event-docs";
import { partDescriptions, themeTokenDocs } from "../src/theme/theme-docs";

/**
 * The Custom Elements Manifest (schema 2.1.0) of the five elements, generated from
 * src/elements/element-definitions.ts. `npx tsx packages/widgets/build/write-custom-elements.ts` writes
 * packages/widgets/custom-elements.json; custom-elements-manifest.test.ts fails when it is stale.
 */
export function customElementsManifest() {
  return {
    schemaVersion: "2.1.0",
    readme: "Hub of Minds embeddable widgets. Load /widgets/loader.js, then use any of these tags.",
    modules: Object.entries(elementDefinitions).map(([tag, definition]) => ({
      kind: "javascript-module",
      path: `src/elements/${tag}.tsx`,
      declarations: [
        {
          kind: "class",
          name: camelCase(`-${tag}`).replace(/^./, (char) => char.toUpperCase()),
          tagName: tag,
          customElement: true,
          description: definition.description,
          attributes: definition.attributes.map((attribute) => ({
            name: attribute.name,
            fieldName: camelCase(attribute.name),
            description: attribute.description,
            type: {
              text: "values" in attribute ? attribute.values.map((value) => `"${value}"`).join(" | ") : attribute.type,
            },
            ...("default" in attribute ? { default: JSON.stringify(attribute.default) } : {}),
          })),
          members: definition.attributes.map((attribute) => ({
            kind: "field",
            name: camelCase(attribute.name),
            attribute: attribute.name,
            type: { text: attribute.type },
          })),
          events: definition.events.map((name) => ({
            name,
            type: { text: `CustomEvent<HomWidgetEventMap["${name}"]>` },
            description: homWidgetEventDescriptions[name],
          })),
          cssParts: definition.parts.map((name) => ({ name, description: partDescriptions[name] ?? "" })),
          // Set on the element (or an ancestor); light and dark values follow `theme` and prefers-color-scheme.
          cssProperties: themeTokenDocs(),
        },
      ],
      exports: [
        { kind: "custom-element-definition", name: tag, declaration: { name: tag, module: `src/elements/${tag}.tsx` } },
      ],
    })),
  };
}
