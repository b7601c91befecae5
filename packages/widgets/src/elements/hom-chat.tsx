import { ChatEmbed } from "../chat/chat-embed";
import { defineWidget, scriptOrigin } from "./define-widget";
import { homChatProps } from "./prop-maps/hom-chat";

defineWidget(
  "hom-chat",
  ChatEmbed,
  homChatProps,
  "__HOM_WIDGET_CSS__",
  // Without api-base the chat talks to the hub that served this script, not to the host page.
  { apiBase: scriptOrigin(import.meta.url) },
);
