import { ChatWidget } from "../chat/chat-widget";
import { defineWidget } from "./define-widget";

defineWidget(
  "hom-chat",
  ChatWidget,
  {
    theme: "string",
    apiBase: "string",
    publishableKey: "string",
    model: "string",
    temperature: "number",
    persist: "string",
  },
  "__HOM_WIDGET_CSS__",
);
