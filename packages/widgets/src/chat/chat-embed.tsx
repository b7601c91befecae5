import { ChatOverlay, type ChatOverlayProps } from "./chat-overlay";
import { ChatWidget } from "./chat-widget";

export type ChatEmbedProps = Omit<ChatOverlayProps, "mode"> & { mode?: string };

/** `<hom-chat mode>`: inline (default) in the page, or as a floating launcher or a popup. */
export function ChatEmbed({ mode, position, color, ...chat }: ChatEmbedProps) {
  if (mode === "launcher" || mode === "popup") {
    return <ChatOverlay mode={mode} {...{ position, color }} {...chat} />;
  }
  return <ChatWidget {...chat} />;
}
