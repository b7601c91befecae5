// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.
// <hom-consciousness>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.
export const homConsciousnessProps = {
  theme: "string",
  seed: "number",
} as const;
