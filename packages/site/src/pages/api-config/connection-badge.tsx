import { type ProviderConnectionState, providerConnectionBadges } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";

const tone = { connected: "success", testing: "warning", disconnected: "outline" } as const;

/** Spec 000's Connected / Testing... / Disconnected badge. */
export function ConnectionBadge({ state }: { state: ProviderConnectionState }) {
  return (
    <span className={css.badge[tone[state]]} data-state={state} data-testid="connection-badge">
      {providerConnectionBadges[state]}
    </span>
  );
}
