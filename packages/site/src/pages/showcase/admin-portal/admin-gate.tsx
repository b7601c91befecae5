import { adminAccessDeniedAlert, HttpError } from "@hub-of-minds/core";
import { type FormEvent, useState } from "react";
import { errorSentence } from "../../../ui/error-sentence";
import * as css from "../shared/showcase.css";
import * as local from "./admin-portal.css";

type GateState = "idle" | "checking";

interface AdminGateProps {
  login: (password: string) => Promise<{ active: boolean }>;
  onUnlocked: () => void;
  /** Shown above the form, e.g. when the session check itself failed. */
  notice?: string | null;
}

/** The password gate: the server checks the password; a refusal is the spec's browser alert. */
export function AdminGate({ login, onUnlocked, notice = null }: AdminGateProps) {
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<GateState>("idle");
  const [error, setError] = useState<string | null>(notice);

  // A form, so Enter in the field submits like the button.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === "" || state === "checking") return;
    setState("checking");
    setError(null);
    try {
      const session = await login(password);
      if (session.active) {
        onUnlocked();
        return;
      }
      window.alert(adminAccessDeniedAlert);
    } catch (failure) {
      if (failure instanceof HttpError && (failure.status === 401 || failure.status === 403)) {
        window.alert(adminAccessDeniedAlert);
      } else {
        setError(`The server could not check the password. ${errorSentence(failure)}`);
      }
    }
    setPassword("");
    setState("idle");
  };

  return (
    <form className={local.gate} onSubmit={submit} aria-labelledby="gate-title" data-state={state}>
      <h2 id="gate-title" className={css.cardTitle}>
        Administrator Access
      </h2>
      <p className={css.muted}>Enter the administrator password to open the portal.</p>
      {error ? (
        <p className={css.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.field}>
        <label htmlFor="admin-password" className={css.label}>
          Administrator Password
        </label>
        <div className={local.passwordRow}>
          <input
            id="admin-password"
            type={visible ? "text" : "password"}
            autoComplete="current-password"
            className={css.input}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className={css.button.ghost}
            aria-pressed={visible}
            aria-controls="admin-password"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? "Hide" : "Show"}
            <span className={css.srOnly}> password</span>
          </button>
        </div>
      </div>
      <button type="submit" className={css.button.primary} disabled={password === "" || state === "checking"}>
        {state === "checking" ? "Checking..." : "Access Portal"}
      </button>
    </form>
  );
}
