import { useLiveSocketStatus } from "../../live/live-socket";
import * as css from "../../ui/ui.css";

/** Spec 000: the dashboard header's Connected/Disconnected indicator for the live socket. */
export function SocketIndicator() {
  const status = useLiveSocketStatus();
  const connected = status === "connected";
  return (
    <span
      className={connected ? css.badge.success : css.badge.danger}
      role="status"
      data-state={status}
      data-testid="socket-status"
    >
      <span className={connected ? css.dot.on : css.dot.off} aria-hidden="true" />
      {connected ? "Connected" : "Disconnected"}
    </span>
  );
}
