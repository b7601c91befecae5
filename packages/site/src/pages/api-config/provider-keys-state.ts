import { type ProviderConnectionState, type ProviderId, type ProviderStatus, providerIds } from "@hub-of-minds/core";

/** The outcome of the last test or save, shown under the form until the key changes. */
export interface ProviderNotice {
  tone: "success" | "danger";
  text: string;
}

/** One provider tab: the key being typed, the connection badge, whether a save runs, the last outcome. */
export interface ProviderPanelState {
  draft: string;
  connection: ProviderConnectionState;
  save: "idle" | "saving";
  notice: ProviderNotice | null;
}

export type ProviderKeysState = Readonly<Record<ProviderId, ProviderPanelState>>;

export type ProviderKeysEvent =
  | { type: "edited"; provider: ProviderId; draft: string }
  | { type: "test-started"; provider: ProviderId }
  | { type: "test-passed"; provider: ProviderId; message: string }
  | { type: "test-failed"; provider: ProviderId; reason: string }
  | { type: "save-started"; provider: ProviderId }
  | { type: "saved"; provider: ProviderId; message: string }
  | { type: "save-failed"; provider: ProviderId; reason: string };

const idle: ProviderPanelState = { draft: "", connection: "disconnected", save: "idle", notice: null };

/** Spec 000 section 4: every provider starts disconnected. */
export function initialProviderKeysState(): ProviderKeysState {
  return Object.fromEntries(providerIds.map((id) => [id, idle])) as Record<ProviderId, ProviderPanelState>;
}

function update(state: ProviderKeysState, provider: ProviderId, patch: Partial<ProviderPanelState>): ProviderKeysState {
  return { ...state, [provider]: { ...state[provider], ...patch } };
}

/**
 * Spec 000 section 4: disconnected, testing while a test runs, connected on success, back to disconnected on
 * failure. A changed key is no longer the tested one, so a connected badge drops back to disconnected.
 */
export function providerKeysReducer(state: ProviderKeysState, event: ProviderKeysEvent): ProviderKeysState {
  const current = state[event.provider];
  switch (event.type) {
    case "edited":
      return update(state, event.provider, {
        draft: event.draft,
        connection: current.connection === "connected" ? "disconnected" : current.connection,
        notice: null,
      });
    case "test-started":
      return update(state, event.provider, { connection: "testing", notice: null });
    case "test-passed":
      return update(state, event.provider, {
        connection: "connected",
        notice: { tone: "success", text: event.message },
      });
    case "test-failed":
      return update(state, event.provider, {
        connection: "disconnected",
        notice: { tone: "danger", text: event.reason },
      });
    case "save-started":
      return update(state, event.provider, { save: "saving", notice: null });
    case "saved":
      // The input never keeps a saved key: it empties, and only the last 4 characters stay visible.
      return update(state, event.provider, {
        draft: "",
        save: "idle",
        notice: { tone: "success", text: event.message },
      });
    case "save-failed":
      return update(state, event.provider, { save: "idle", notice: { tone: "danger", text: event.reason } });
  }
}

/** Spec 000 section 5: Test needs a key and no test running; Save needs a key (and no save running). */
export function canTest(panel: ProviderPanelState): boolean {
  return panel.draft.trim() !== "" && panel.connection !== "testing";
}
export function canSave(panel: ProviderPanelState): boolean {
  return panel.draft.trim() !== "" && panel.save !== "saving";
}

/** A saved key is only ever shown as four dots and its last 4 characters. */
export function maskedKey(last4: string): string {
  return `••••${last4}`;
}

/** The status of one provider from the overview list; a provider the server does not list has no key. */
export function statusOf(list: readonly ProviderStatus[] | undefined, provider: ProviderId): ProviderStatus {
  return (
    list?.find((entry) => entry.provider === provider) ?? { provider, configured: false, last4: null, updatedAt: null }
  );
}

/** The overview list with one provider's new status in place (after a save). */
export function withStatus(list: readonly ProviderStatus[] | undefined, next: ProviderStatus): ProviderStatus[] {
  const others = (list ?? []).filter((entry) => entry.provider !== next.provider);
  return providerIds.flatMap((id) => (id === next.provider ? [next] : others.filter((entry) => entry.provider === id)));
}
