import type { ProviderStatus } from "@hub-of-minds/core";
import { type FormEvent, useId } from "react";
import * as ui from "../../ui/ui.css";
import * as css from "./api-config.css";
import { ConnectionBadge } from "./connection-badge";
import type { ProviderInfo } from "./provider-catalog";
import { canSave, canTest, maskedKey, type ProviderPanelState } from "./provider-keys-state";

/**
 * The key form of one provider tab: a password-type input that never holds a saved key, Test (Enter) and
 * Save, the connection badge, and the outcome of the last action.
 */
export function ProviderKeyForm({
  info,
  panel,
  saved,
  titleAs: Title = "h3",
  onEdit,
  onTest,
  onSave,
}: {
  info: ProviderInfo;
  panel: ProviderPanelState;
  saved: ProviderStatus | undefined;
  titleAs?: "h3" | "h4";
  onEdit: (draft: string) => void;
  onTest: () => void;
  onSave: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const noticeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canTest(panel)) onTest();
  };
  return (
    <form
      className={ui.card}
      onSubmit={submit}
      data-testid={`key-form-${info.id}`}
      aria-busy={panel.connection === "testing"}
    >
      <div className={ui.cardHeader}>
        <Title className={ui.cardTitle}>{info.title} connection</Title>
        <ConnectionBadge state={panel.connection} />
      </div>
      <p className={`${ui.small} ${ui.muted}`} style={{ margin: 0 }}>
        {info.summary}
      </p>
      <div className={css.field}>
        <label htmlFor={inputId} className={css.label}>
          {info.title} API key
        </label>
        <input
          id={inputId}
          type="password"
          className={`${ui.input} ${css.keyInput}`}
          value={panel.draft}
          onChange={(event) => onEdit(event.target.value)}
          placeholder={`Paste your key (${info.keyHint})`}
          autoComplete="off"
          spellCheck={false}
          maxLength={512}
          aria-describedby={`${hintId}${panel.notice ? ` ${noticeId}` : ""}`}
        />
        <p id={hintId} className={`${ui.small} ${ui.muted}`} style={{ margin: 0 }}>
          {saved?.configured && saved.last4
            ? `A key ending ${maskedKey(saved.last4)} is saved. Enter a new key to replace it.`
            : "No key is saved yet."}
        </p>
      </div>
      <div className={ui.row}>
        <button type="submit" className={ui.button.secondary} disabled={!canTest(panel)}>
          {panel.connection === "testing" ? "Testing..." : "Test"}
        </button>
        <button type="button" className={ui.button.primary} disabled={!canSave(panel)} onClick={onSave}>
          {panel.save === "saving" ? "Saving..." : "Save"}
        </button>
      </div>
      <p
        id={noticeId}
        className={`${css.notice} ${panel.notice?.tone === "danger" ? css.noticeDanger : css.noticeSuccess}`}
        aria-live="polite"
        data-testid="key-notice"
      >
        {panel.notice?.text ?? ""}
      </p>
    </form>
  );
}
