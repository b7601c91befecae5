// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.
// <hom-idea-cosmos>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.
export const homIdeaCosmosProps = {
  theme: "string",
  seed: "number",
  author: "string",
} as const;
