import { useEffect, useState } from "react";
import { ChatWidget, type ChatWidgetProps } from "./chat-widget";

export type ChatEmbedProps = ChatWidgetProps & {
  /** inline (default), launcher or popup. */
  mode?: string;
  /** The launcher's corner: bottom-right (default) or bottom-left. */
  position?: string;
  /** The launcher's background (any CSS colour). */
  color?: string;
};

type OverlayModule = typeof import("./chat-overlay");
// Apart, so the bundler wraps the import alone (build/drop-preload-helper.ts unwraps exactly this shape).
const loadOverlay = () => import("./chat-overlay");

/**
 * `<hom-chat mode>`: inline (default) in the page, or as a floating launcher or a popup. The launcher and the
 * popup load on demand (their own chunk), so an inline chat never downloads them.
 */
export function ChatEmbed({ mode, position, color, ...chat }: ChatEmbedProps) {
  const floating = mode === "launcher" || mode === "popup" ? mode : null;
  const [overlay, setOverlay] = useState<OverlayModule | null>(null);
  useEffect(() => {
    if (floating) void loadOverlay().then(setOverlay);
  }, [floating]);
  if (!floating) return <ChatWidget {...chat} />;
  const label = chat.label || "Chat";
  return overlay ? (
    <overlay.ChatOverlay mode={floating} position={position} color={color} label={label} theme={chat.theme}>
      <ChatWidget {...chat} label={label} />
    </overlay.ChatOverlay>
  ) : null;
}
