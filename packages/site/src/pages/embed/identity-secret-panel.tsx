import { useId, useReducer } from "react";
import { Link } from "wouter";
import { useToast } from "../../toast/toaster";
import { errorSentence } from "../../ui/error-sentence";
import { LoadingState } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./embed.css";
import type { IdentitySecretApi } from "./identity-secret-api";
import {
  identitySecretStateName,
  initialIdentitySecretState,
  reduceIdentitySecret,
  shownSecret,
} from "./identity-secret-state";
import { identitySecretVariable, userHashSnippet, verifiedChatSnippet } from "./identity-snippets";
import { SnippetBlock } from "./snippet-block";

/** Whose secret the panel shows: none signed out, none until the administrator picks a customer. */
export type IdentitySecretAccess =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "pick-customer" }
  | { kind: "ready"; api: IdentitySecretApi };

export const identityIntroText =
  "When a visitor is signed in to your own site, your backend can vouch for them: it signs their user id with " +
  "this secret, and the chat widget sends both. The hub then keeps their threads under that id, so they find " +
  "them on any device.";
export const identityWarningText =
  "Keep the secret on your server: whoever has it can pose as any of your users. Rotate it if it ever leaks.";

const rotatedFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * The customer's identity secret beside their publishable keys: reveal or copy it (read only when asked),
 * rotate it after a confirmation, and the two snippets that use it.
 */
export function IdentitySecretPanel({
  access,
  publishableKey = "",
}: {
  access: IdentitySecretAccess;
  /** The key chosen in the builder, shown in the element snippet. */
  publishableKey?: string;
}) {
  const id = useId();
  const toast = useToast();
  const [state, dispatch] = useReducer(reduceIdentitySecret, initialIdentitySecretState);
  const busy = state.status.kind === "reading" || state.status.kind === "rotating";

  async function secret(reveal: boolean) {
    if (access.kind !== "ready") return null;
    if (state.secret) return state.secret;
    dispatch({ type: "reading" });
    try {
      const read = await access.api.read();
      dispatch({ type: "read", secret: read, reveal });
      return read;
    } catch (error) {
      dispatch({ type: "failed", text: `The secret could not be read. ${errorSentence(error)}` });
      return null;
    }
  }

  async function reveal() {
    if (state.secret) dispatch({ type: "reveal" });
    else await secret(true);
  }

  async function copy() {
    const read = await secret(false);
    if (!read) return;
    try {
      await navigator.clipboard.writeText(read.secret);
      dispatch({ type: "copied" });
    } catch {
      dispatch({
        type: "failed",
        text: "The browser did not allow access to the clipboard: reveal the secret and copy it by hand.",
      });
    }
  }

  async function rotate() {
    if (access.kind !== "ready") return;
    dispatch({ type: "rotating" });
    try {
      dispatch({ type: "rotated", secret: await access.api.rotate() });
      toast({
        title: "Identity secret rotated",
        description: "Put the new secret in your backend now: hashes signed with the old one no longer verify.",
      });
    } catch (error) {
      dispatch({ type: "failed", text: `The secret was not rotated. ${errorSentence(error)}` });
    }
  }

  return (
    <section
      className={ui.card}
      aria-labelledby={`${id}-title`}
      data-testid="identity-secret"
      data-state={access.kind === "ready" ? identitySecretStateName(state) : access.kind}
    >
      <h2 id={`${id}-title`} className={ui.cardTitle}>
        Verified visitors
      </h2>
      <p className={css.help}>{identityIntroText}</p>

      {access.kind === "loading" ? (
        <LoadingState label="Loading your account…" />
      ) : access.kind === "signed-out" ? (
        <div className={ui.row}>
          <p className={css.help}>Sign in to see your identity secret.</p>
          <Link href="/sign-in?next=/embed" className={ui.button.secondary}>
            Sign in
          </Link>
        </div>
      ) : access.kind === "pick-customer" ? (
        <p className={css.help}>Pick a customer above to see their identity secret.</p>
      ) : (
        <div className={ui.stack} style={{ gap: 8 }}>
          <span className={css.label}>Identity secret</span>
          <code
            className={css.keyText}
            data-testid="identity-secret-value"
            data-revealed={state.revealed && state.secret ? "true" : "false"}
          >
            {state.revealed && state.secret ? (
              state.secret.secret
            ) : (
              <>
                <span aria-hidden="true">{shownSecret(state)}</span>
                <span className={ui.visuallyHidden}>Hidden until you reveal it</span>
              </>
            )}
          </code>
          {state.secret ? (
            <p className={css.help}>In use since {rotatedFormat.format(new Date(state.secret.rotatedAt))} UTC.</p>
          ) : null}
          {state.confirmingRotate ? (
            <div className={ui.notice} data-state="confirming-rotate">
              <span style={{ flex: "1 1 240px" }}>
                Make a new secret? Hashes signed with the current one stop verifying at once: signed-in visitors are
                anonymous until your backend uses the new secret.
              </span>
              <span className={ui.row}>
                <button type="button" className={ui.button.danger} disabled={busy} onClick={rotate}>
                  Rotate the secret
                </button>
                <button
                  type="button"
                  className={ui.button.ghost}
                  disabled={busy}
                  onClick={() => dispatch({ type: "cancelRotate" })}
                >
                  Cancel
                </button>
              </span>
            </div>
          ) : (
            <div className={ui.row}>
              {state.revealed && state.secret ? (
                <button type="button" className={ui.button.secondary} onClick={() => dispatch({ type: "hide" })}>
                  Hide
                </button>
              ) : (
                <button type="button" className={ui.button.secondary} disabled={busy} onClick={reveal}>
                  Reveal
                </button>
              )}
              <button type="button" className={ui.button.secondary} disabled={busy} onClick={copy}>
                Copy secret
              </button>
              <button
                type="button"
                className={ui.button.ghost}
                disabled={busy}
                onClick={() => dispatch({ type: "askRotate" })}
              >
                Rotate…
              </button>
            </div>
          )}
          <p
            className={state.status.kind === "failed" ? css.error : css.help}
            role={state.status.kind === "failed" ? "alert" : "status"}
          >
            {state.status.kind === "reading"
              ? "Reading the secret…"
              : state.status.kind === "rotating"
                ? "Rotating the secret…"
                : state.status.kind === "copied"
                  ? "The secret is on your clipboard."
                  : state.status.kind === "rotated"
                    ? "New secret made. Put it in your backend now."
                    : state.status.kind === "failed"
                      ? state.status.text
                      : identityWarningText}
          </p>
        </div>
      )}

      <SnippetBlock
        title="Your backend"
        description={`Node.js: the user hash for the signed-in user. ${identitySecretVariable} holds the secret as shown (64 hex characters); the key is the bytes they spell.`}
        code={userHashSnippet()}
        testId="snippet-user-hash"
      />
      <SnippetBlock
        title="The chat element"
        description="Your page template fills in USER_ID (the same id) and USER_HASH (the hash from your backend)."
        code={verifiedChatSnippet(publishableKey)}
        testId="snippet-verified-chat"
      />
    </section>
  );
}
