// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.
// <hom-personalities>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.
export const homPersonalitiesProps = {
  theme: "string",
  level: "string",
  search: "string",
} as const;
