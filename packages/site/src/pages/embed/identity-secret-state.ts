import type { IdentitySecret } from "./identity-secret-api";

/** What the panel is doing; the secret is read only when asked for, never on page load. */
export type IdentitySecretStatus =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "rotating" }
  | { kind: "copied" }
  | { kind: "rotated" }
  | { kind: "failed"; text: string };

export interface IdentitySecretState {
  secret: IdentitySecret | null;
  revealed: boolean;
  confirmingRotate: boolean;
  status: IdentitySecretStatus;
}

export type IdentitySecretEvent =
  | { type: "reading" }
  | { type: "read"; secret: IdentitySecret; reveal: boolean }
  | { type: "hide" }
  | { type: "reveal" }
  | { type: "copied" }
  | { type: "askRotate" }
  | { type: "cancelRotate" }
  | { type: "rotating" }
  | { type: "rotated"; secret: IdentitySecret }
  | { type: "failed"; text: string };

export const initialIdentitySecretState: IdentitySecretState = {
  secret: null,
  revealed: false,
  confirmingRotate: false,
  status: { kind: "idle" },
};

export function reduceIdentitySecret(state: IdentitySecretState, event: IdentitySecretEvent): IdentitySecretState {
  switch (event.type) {
    case "reading":
      return { ...state, status: { kind: "reading" } };
    case "read":
      return { ...state, secret: event.secret, revealed: state.revealed || event.reveal, status: { kind: "idle" } };
    case "hide":
      return { ...state, revealed: false, status: { kind: "idle" } };
    case "reveal":
      return { ...state, revealed: true, status: { kind: "idle" } };
    case "copied":
      return { ...state, status: { kind: "copied" } };
    case "askRotate":
      return { ...state, confirmingRotate: true, status: { kind: "idle" } };
    case "cancelRotate":
      return { ...state, confirmingRotate: false };
    case "rotating":
      return { ...state, status: { kind: "rotating" } };
    case "rotated":
      // The new secret is shown at once: the customer has to copy it into their backend now.
      return { secret: event.secret, revealed: true, confirmingRotate: false, status: { kind: "rotated" } };
    case "failed":
      return { ...state, status: { kind: "failed", text: event.text } };
  }
}

/** The panel's named state for `data-state`. */
export function identitySecretStateName(state: IdentitySecretState): string {
  if (state.status.kind === "reading" || state.status.kind === "rotating") return state.status.kind;
  if (state.confirmingRotate) return "confirming-rotate";
  if (state.status.kind !== "idle") return state.status.kind;
  return state.revealed ? "revealed" : "hidden";
}

/** The secret as shown: whole when revealed, dots of the same length otherwise. */
export function shownSecret(state: IdentitySecretState): string {
  if (state.secret && state.revealed) return state.secret.secret;
  return "•".repeat(state.secret?.secret.length ?? 64);
}
