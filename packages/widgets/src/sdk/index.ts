// The installable package's main entry: what a host needs besides the elements themselves (their
// definitions, event names and types). `@hub-of-minds/widgets/define` registers the elements,
// `@hub-of-minds/widgets/react` wraps them for React 18/19.

// Iframe protocol v1 (documented in the README), for hosts that talk to the hub's iframe pages themselves.
export type {
  FrameFromFrameType,
  FrameFromHostType,
  FrameMessage,
  FrameMessageType,
  FramePayloadMap,
  FrameTheme,
} from "@hub-of-minds/core/protocol";
export {
  type AttributeDefinition,
  type ElementDefinition,
  elementDefinitions,
  type HomElementTag,
} from "../elements/element-definitions";
export type {
  AttributeValue,
  CamelCase,
  HomComponentAttributeProps,
  HomComponentEventProps,
  HomElement,
  HomElementAttributes,
  HomElementEventName,
  HomElementEventProps,
  HomElementProperties,
  HomElementTagNameMap,
  HomWidgetElement,
  PascalCase,
  PropertyValue,
} from "../elements/element-types";
export {
  type HomWidgetEvent,
  type HomWidgetEventMap,
  type HomWidgetEventName,
  homWidgetEventNames,
} from "../shared/widget-events";
export type { ThemeName } from "../theme/theme-name";
