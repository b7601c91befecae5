import { useState } from "react";
import { useRequestSignIn } from "../auth/admin-session";
import { useAccount } from "../auth/use-account";
import * as css from "./app-shell.css";

/** The one corner that says who is signed in, with sign-in and sign-out. */
export function AccountCorner() {
  const account = useAccount();
  const requestSignIn = useRequestSignIn();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // Signing out drops the session in this tab either way; the server's expiry ends it otherwise.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={css.account} aria-label="Account" data-state={account.state}>
      {account.state === "loading" ? (
        <span className={css.accountSkeleton} aria-hidden="true" />
      ) : account.state === "signed-in" ? (
        <>
          <span className={css.accountName}>
            Signed in as <strong>{account.name}</strong>
          </span>
          <button type="button" className={css.accountButton} disabled={busy} onClick={() => run(account.signOut)}>
            {busy ? "Signing out..." : "Sign out"}
          </button>
        </>
      ) : (
        <button type="button" className={css.accountButton} disabled={busy} onClick={() => run(requestSignIn)}>
          Sign in
        </button>
      )}
    </section>
  );
}
