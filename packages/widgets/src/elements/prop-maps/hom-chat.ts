// Generated from element-definitions.ts by build/write-element-prop-maps.ts: do not edit by hand.
// <hom-chat>'s props (its attributes, camelCased) and how an attribute's text becomes the prop.
export const homChatProps = {
  theme: "string",
  apiBase: "string",
  publishableKey: "string",
  model: "string",
  personality: "string",
  temperature: "number",
  persist: "string",
  userId: "string",
  userHash: "string",
  mode: "string",
  position: "string",
  label: "string",
  greeting: "string",
  avatar: "string",
  prompts: "string",
  controls: "string",
  color: "string",
} as const;
