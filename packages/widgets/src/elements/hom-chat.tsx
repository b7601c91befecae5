import { ChatEmbed } from "../chat/chat-embed";
import { defineWidget } from "./define-widget";

defineWidget(
  "hom-chat",
  ChatEmbed,
  {
    theme: "string",
    apiBase: "string",
    publishableKey: "string",
    model: "string",
    temperature: "number",
    persist: "string",
    mode: "string",
    position: "string",
    label: "string",
    color: "string",
  },
  "__HOM_WIDGET_CSS__",
);
