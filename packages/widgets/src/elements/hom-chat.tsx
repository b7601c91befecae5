import { ChatWidget } from "../chat/chat-widget";
import { defineWidget } from "./define-widget";

defineWidget(
  "hom-chat",
  ChatWidget,
  { theme: "string", apiBase: "string", publishableKey: "string", model: "string", temperature: "number" },
  "__HOM_WIDGET_CSS__",
);
