import { apiErrorCode, request, serverErrorMessage } from "@hub-of-minds/core";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { authPaths, useAccount } from "../../auth/use-account";
import * as css from "../../ui/ui.css";

/** Shortest password the server accepts (better-auth's `minPasswordLength` on the server). */
export const minPasswordLength = 10;

type FormState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "password-set" };

const invalidLinkText = "This link has expired or was already used. Ask the administrator for a new one.";

/** What a failed sign-in says: the wrong pair, a lockout, or the server's own sentence. */
function signInError(error: unknown): string {
  const code = apiErrorCode(error);
  if (code === "invalid_credentials") return "That e-mail and password do not match an account.";
  if (code === "too_many_logins" || code === "login_busy")
    return "Too many attempts. Wait a few minutes, then try again.";
  return serverErrorMessage(error, "Signing in failed. Try again.");
}

/**
 * `/sign-in`: e-mail and password for customers (and the administrator); with `?token=` from an invitation
 * or reset link, choosing the password first.
 */
export function SignInPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get("token");
  const linkError = params.get("error");
  const next = params.get("next")?.startsWith("/") ? (params.get("next") as string) : null;
  const [, navigate] = useLocation();
  const { account, refresh } = useAccount();
  const [state, setState] = useState<FormState>({ kind: "idle" });
  const id = useId();

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ kind: "sending" });
    try {
      await request("POST", authPaths.signIn, { email: form.get("email"), password: form.get("password") });
      await refresh();
      navigate(next ?? "/customer");
    } catch (error) {
      setState({ kind: "failed", message: signInError(error) });
    }
  };
  const choosePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password.length < minPasswordLength) {
      setState({ kind: "failed", message: `Choose at least ${minPasswordLength} characters.` });
      return;
    }
    if (password !== form.get("confirm")) {
      setState({ kind: "failed", message: "The two passwords differ." });
      return;
    }
    setState({ kind: "sending" });
    try {
      await request("POST", authPaths.resetPassword, { token, newPassword: password });
      setState({ kind: "password-set" });
      navigate("/sign-in", { replace: true });
    } catch (error) {
      setState({
        kind: "failed",
        message: apiErrorCode(error) === "invalid_token" ? invalidLinkText : serverErrorMessage(error, "Try again."),
      });
    }
  };

  const choosing = Boolean(token) && state.kind !== "password-set";
  return (
    <div className={css.stack} style={{ maxWidth: 420, margin: "24px auto", width: "100%" }}>
      <section
        className={css.card}
        aria-labelledby={`${id}-title`}
        data-state={choosing ? "choose-password" : "sign-in"}
      >
        <h1 id={`${id}-title`} className={css.pageTitle}>
          {choosing ? "Choose your password" : "Sign in"}
        </h1>
        <p className={css.muted}>
          {choosing
            ? "Welcome to Hub of Minds. Choose the password you will sign in with."
            : "Sign in to your Hub of Minds account to see your usage, keys and widgets."}
        </p>
        {account ? (
          <p className={css.small} role="status">
            You are signed in as {account.email}.
          </p>
        ) : null}
        {linkError ? (
          <p role="alert" className={css.small}>
            {invalidLinkText}
          </p>
        ) : null}
        {state.kind === "password-set" ? (
          <p role="status" className={css.small} data-testid="password-set">
            Your password is set. Sign in with it.
          </p>
        ) : null}
        <form className={css.stack} onSubmit={choosing ? choosePassword : signIn} noValidate={choosing}>
          {choosing ? null : (
            <label className={css.stack} style={{ gap: 4 }}>
              E-mail
              <input className={css.input} name="email" type="email" autoComplete="username" required />
            </label>
          )}
          <label className={css.stack} style={{ gap: 4 }}>
            {choosing ? "New password" : "Password"}
            <input
              className={css.input}
              name="password"
              type="password"
              autoComplete={choosing ? "new-password" : "current-password"}
              minLength={choosing ? minPasswordLength : undefined}
              required
            />
          </label>
          {choosing ? (
            <label className={css.stack} style={{ gap: 4 }}>
              Repeat the password
              <input className={css.input} name="confirm" type="password" autoComplete="new-password" required />
            </label>
          ) : null}
          {state.kind === "failed" ? (
            <p role="alert" className={css.small} style={{ margin: 0 }} data-testid="sign-in-error">
              {state.message}
            </p>
          ) : null}
          <button type="submit" className={css.button.primary} disabled={state.kind === "sending"}>
            {state.kind === "sending" ? "Please wait..." : choosing ? "Set password" : "Sign in"}
          </button>
        </form>
      </section>
    </div>
  );
}

export default SignInPage;
