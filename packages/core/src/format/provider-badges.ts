import type { ProviderConnectionState } from "../schemas/provider.schema";

/** Connection badge text of the API configuration screen (spec 000, section 4). */
export const providerConnectionBadges: Readonly<Record<ProviderConnectionState, string>> = {
  connected: "Connected",
  testing: "Testing...",
  disconnected: "Disconnected",
};
