import { callApi, HttpError } from "@hub-of-minds/core";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import * as dialogCss from "../ui/dialog.css";
import * as css from "../ui/ui.css";

type SignInState = "idle" | "pending" | "refused" | "failed";

function refusalText(error: unknown): string {
  if (error instanceof HttpError && error.status === 401) return "That password is not right. Please try again.";
  if (error instanceof HttpError && error.status === 429)
    return "Too many attempts. Please wait a moment and try again.";
  return `Sign-in failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** The administrator sign-in the hub asks for when an action needs the session. */
export function AdminSignInDialog({
  open,
  onSignedIn,
  onCancel,
  signIn = (password) => callApi("adminLogin", { body: { password } }),
}: {
  open: boolean;
  onSignedIn: () => void;
  onCancel: () => void;
  signIn?: (password: string) => Promise<unknown>;
}) {
  const [password, setPassword] = useState("");
  const [state, setState] = useState<SignInState>("idle");
  const [message, setMessage] = useState("");
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setState("pending");
    try {
      await signIn(password);
      setPassword("");
      setState("idle");
      setMessage("");
      onSignedIn();
    } catch (error) {
      setState(error instanceof HttpError && error.status === 401 ? "refused" : "failed");
      setMessage(refusalText(error));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setState("idle");
          setMessage("");
          onCancel();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content} data-state-name={state} style={{ maxWidth: 420 }}>
          <Dialog.Title className={dialogCss.title}>Administrator sign-in</Dialog.Title>
          <Dialog.Description className={css.muted}>
            This action changes the hub. Sign in as the administrator to carry on.
          </Dialog.Description>
          <form onSubmit={submit} className={css.stack}>
            <label htmlFor={inputId}>Administrator password</label>
            <input
              id={inputId}
              type="password"
              autoComplete="current-password"
              className={css.input}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={state === "refused" || undefined}
              aria-describedby={message ? errorId : undefined}
            />
            {message ? (
              <p id={errorId} role="alert" style={{ margin: 0 }} className={css.badge.danger}>
                {message}
              </p>
            ) : null}
            <div className={css.row} style={{ justifyContent: "flex-end" }}>
              <Dialog.Close className={css.button.secondary}>Cancel</Dialog.Close>
              <button type="submit" className={css.button.primary} disabled={!password || state === "pending"}>
                {state === "pending" ? "Signing in..." : "Sign in"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
