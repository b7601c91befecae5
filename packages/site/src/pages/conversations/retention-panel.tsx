import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useReducer } from "react";
import { errorSentence } from "../../ui/error-sentence";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./conversations.css";
import type { ConversationsApi } from "./conversations-api";
import { conversationsQueryKeys } from "./conversations-api";
import {
  initialRetentionState,
  reduceRetention,
  retentionBounds,
  retentionChanged,
  retentionDraft,
  retentionSentence,
} from "./retention-state";

/** How long the customer's threads are kept: forever, or N days; the sentence says what goes. */
export function RetentionPanel({ api, customerId }: { api: ConversationsApi; customerId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduceRetention, initialRetentionState);
  const settings = useQuery({
    queryKey: conversationsQueryKeys.settings(customerId),
    queryFn: () => api.settings(customerId),
  });
  useEffect(() => {
    if (settings.data) dispatch({ type: "loaded", settings: settings.data });
  }, [settings.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const draft = retentionDraft(state);
    if ("problem" in draft) return dispatch({ type: "invalid", text: draft.problem });
    dispatch({ type: "saving" });
    try {
      const saved = await api.saveSettings(customerId, draft.settings);
      dispatch({ type: "saved", settings: saved });
      queryClient.setQueryData(conversationsQueryKeys.settings(customerId), saved);
      // A shorter retention may have deleted threads at once.
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKeys.lists });
    } catch (error) {
      dispatch({ type: "failed", text: `The setting was not saved. ${errorSentence(error)}` });
    }
  };

  const draft = retentionDraft(state);
  const preview = "settings" in draft ? draft.settings.retentionDays : null;
  return (
    <section
      className={ui.card}
      aria-labelledby={`${id}-title`}
      data-testid="retention-panel"
      data-state={settings.isError ? "failed" : state.status.kind}
    >
      <h2 id={`${id}-title`} className={ui.cardTitle}>
        Keeping threads
      </h2>
      {settings.isError ? (
        <ErrorState what="The setting" error={settings.error} onRetry={() => settings.refetch()} />
      ) : state.status.kind === "loading" ? (
        <LoadingState label="Loading the setting…" />
      ) : (
        <form className={ui.stack} onSubmit={save} noValidate>
          <fieldset className={ui.stack} style={{ border: 0, padding: 0, margin: 0, gap: 8 }}>
            <legend className={ui.visuallyHidden}>How long threads are kept</legend>
            <label className={ui.row}>
              <input
                type="radio"
                name={`${id}-choice`}
                checked={state.choice === "forever"}
                onChange={() => dispatch({ type: "choose", choice: "forever" })}
              />
              Keep threads until I delete them
            </label>
            <div className={ui.row}>
              <label className={ui.row} htmlFor={`${id}-days-choice`}>
                <input
                  id={`${id}-days-choice`}
                  type="radio"
                  name={`${id}-choice`}
                  checked={state.choice === "days"}
                  onChange={() => dispatch({ type: "choose", choice: "days" })}
                />
                Delete threads after
              </label>
              <label htmlFor={`${id}-days`} className={ui.visuallyHidden}>
                Days to keep threads
              </label>
              <span className={ui.row} style={{ flexWrap: "nowrap" }}>
                <input
                  id={`${id}-days`}
                  className={ui.input}
                  style={{ width: 96 }}
                  type="number"
                  inputMode="numeric"
                  min={retentionBounds.min}
                  max={retentionBounds.max}
                  value={state.days}
                  onFocus={() => state.choice === "days" || dispatch({ type: "choose", choice: "days" })}
                  onChange={(event) => dispatch({ type: "days", days: event.target.value })}
                  aria-invalid={state.status.kind === "invalid" ? true : undefined}
                />
                <span>days</span>
              </span>
            </div>
          </fieldset>
          <p className={css.help} data-testid="retention-sentence">
            {state.choice === "days" && "problem" in draft
              ? "Enter how many days to keep threads."
              : retentionSentence(preview)}
          </p>
          <div className={ui.row}>
            <button
              type="submit"
              className={ui.button.primary}
              disabled={state.status.kind === "saving" || !retentionChanged(state)}
            >
              {state.status.kind === "saving" ? "Saving…" : "Save"}
            </button>
            <span role="status" className={ui.small}>
              {state.status.kind === "saved" ? "Saved." : ""}
            </span>
          </div>
          {state.status.kind === "invalid" || state.status.kind === "failed" ? (
            <p className={css.error} role="alert">
              {state.status.text}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
