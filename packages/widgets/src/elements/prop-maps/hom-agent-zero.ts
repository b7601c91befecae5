// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.
// <hom-agent-zero>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.
export const homAgentZeroProps = {
  theme: "string",
  seed: "number",
} as const;
