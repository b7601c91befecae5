export { AgentZeroWidget, type AgentZeroWidgetProps } from "./agent-zero/agent-zero-widget";
export {
  type ChatConnection,
  type ChatReply,
  type ChatSend,
  type ChatSendRequest,
  type ImageSend,
  streamChat,
} from "./chat/chat-client";
export { ChatEmbed, type ChatEmbedProps } from "./chat/chat-embed";
export { ChatWidget, type ChatWidgetMessage, type ChatWidgetProps } from "./chat/chat-widget";
export { forVisitor, isOperatorProblem, VisitorChatError, visitorUnavailable } from "./chat/visitor-chat";
export { ConsciousnessWidget, type ConsciousnessWidgetProps } from "./consciousness/consciousness-widget";
export {
  type AttributeDefinition,
  type ElementDefinition,
  elementDefinitions,
  type HomElementTag,
} from "./elements/element-definitions";
export type {
  HomElement,
  HomElementAttributes,
  HomElementEventProps,
  HomElementProperties,
  HomWidgetElement,
} from "./elements/element-types";
export { IdeaCosmosWidget, type IdeaCosmosWidgetProps } from "./idea-cosmos/idea-cosmos-widget";
export { PersonalitiesWidget, type PersonalitiesWidgetProps } from "./personalities/personalities-widget";
export { useEngine } from "./shared/use-engine";
export {
  emitWidgetEvent,
  type HomWidgetEvent,
  type HomWidgetEventMap,
  type HomWidgetEventName,
  homWidgetEventNames,
} from "./shared/widget-events";
export { darkTheme, lightTheme, vars } from "./theme/theme.css";
export { themeClass } from "./theme/theme-classes.css";
export { resolveThemeName, type ThemeName } from "./theme/theme-name";
