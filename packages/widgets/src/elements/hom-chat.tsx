import { ChatEmbed } from "../chat/chat-embed";
import { defineWidget, scriptOrigin } from "./define-widget";

defineWidget(
  "hom-chat",
  ChatEmbed,
  {
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
  },
  "__HOM_WIDGET_CSS__",
  // Without api-base the chat talks to the hub that served this script, not to the host page.
  { apiBase: scriptOrigin(import.meta.url) },
);
