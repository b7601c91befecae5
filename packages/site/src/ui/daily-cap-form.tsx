import { serverErrorMessage } from "@hub-of-minds/core";
import { type FormEvent, useId, useState } from "react";
import * as ui from "./ui.css";

export const capHint = "Enter a whole number of tokens, or leave it empty for no cap of its own.";

/** A cap as typed: a whole number of tokens, empty for none, or undefined when it is neither. */
export function parseCap(text: string): number | null | undefined {
  const trimmed = text.trim().replaceAll(",", "");
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= 1_000_000_000 ? value : undefined;
}

type CapState = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** A key's own daily token cap (a widget key's on /embed, the secret key's on /customer): typed, saved, said. */
export function DailyCapForm({
  cap,
  onSave,
}: {
  cap: number | null;
  onSave: (cap: number | null) => Promise<unknown>;
}) {
  const id = useId();
  const [value, setValue] = useState(cap === null ? "" : String(cap));
  const [state, setState] = useState<CapState>({ kind: "idle" });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCap(value);
    if (parsed === undefined) return setState({ kind: "failed", message: capHint });
    setState({ kind: "saving" });
    try {
      await onSave(parsed);
      setState({ kind: "saved" });
    } catch (error) {
      setState({
        kind: "failed",
        message: `The cap could not be saved: ${serverErrorMessage(error, "the server did not answer.")}`,
      });
    }
  };
  return (
    <form className={ui.row} onSubmit={save} noValidate data-testid="key-cap" data-state={state.kind}>
      <label className={`${ui.small} ${ui.muted}`} htmlFor={`${id}-cap`}>
        Daily token cap
      </label>
      <input
        id={`${id}-cap`}
        className={ui.input}
        inputMode="numeric"
        placeholder="No cap of its own"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (state.kind !== "idle") setState({ kind: "idle" });
        }}
        style={{ width: 160 }}
        aria-invalid={state.kind === "failed" ? true : undefined}
        aria-describedby={state.kind === "failed" ? `${id}-cap-error` : undefined}
      />
      <button type="submit" className={ui.button.secondary} disabled={state.kind === "saving"}>
        {state.kind === "saving" ? "Saving..." : "Save cap"}
      </button>
      {state.kind === "saved" ? (
        <span className={`${ui.small} ${ui.muted}`} role="status">
          Saved.
        </span>
      ) : null}
      {state.kind === "failed" ? (
        <p id={`${id}-cap-error`} className={ui.errorText} role="alert" style={{ flexBasis: "100%" }}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
