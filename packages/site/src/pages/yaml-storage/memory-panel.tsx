import { apiErrorCode, apiUrl, type MemoryEntry, maxMemoryEntryLength, personalityCatalogue } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useReducer } from "react";
import { isUnauthorized, useAdminAction } from "../../auth/admin-session";
import { useAccount } from "../../auth/use-account";
import { queryKeys } from "../../query/query-keys";
import { errorSentence } from "../../ui/error-sentence";
import { EmptyState, ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { coreMemoryApi, type MemoryApi } from "./memory-api";
import { initialMemoryPanelState, memoryPanelStateName, reduceMemoryPanel } from "./memory-panel-state";

export const memoryEntriesQueryKey = (personalityId: string) => [
  apiUrl("listMemoryEntries", { params: { personalityId } }),
];

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** The entries grouped by the person they are about, the people in order of their newest entry. */
function bySubject(entries: readonly MemoryEntry[]): [string, MemoryEntry[]][] {
  const groups = new Map<string, MemoryEntry[]>();
  for (const entry of entries) groups.set(entry.subject, [...(groups.get(entry.subject) ?? []), entry]);
  return [...groups];
}

/**
 * A personality's memory space for its owner: what it remembers about each person, editable inline, and
 * "Forget this person" (in every space, after a confirmation).
 */
export function MemoryPanel({ api = coreMemoryApi }: { api?: MemoryApi }) {
  const [state, dispatch] = useReducer(reduceMemoryPanel, personalityCatalogue[0]?.id ?? "", initialMemoryPanelState);
  const asAdmin = useAdminAction();
  const queryClient = useQueryClient();
  const ids = { personality: useId(), editor: useId() };
  const key = memoryEntriesQueryKey(state.personalityId);
  const account = useAccount();
  // Only the administrator's session reads memory: a visitor gets a sign-in button, not a refused request
  // or a dialog opening on page load. Signing in refreshes the account, which starts the read.
  const entries = useQuery({
    queryKey: key,
    queryFn: () => api.list(state.personalityId),
    enabled: account.role === "admin" && state.personalityId !== "",
  });
  const needsSignIn = (account.state !== "loading" && account.role !== "admin") || isUnauthorized(entries.error);
  const refresh = () => {
    // Forgetting reaches other personalities' spaces, and the statistics count entries.
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith("/api/memory/"),
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.storageStatistics });
  };

  async function signIn() {
    try {
      queryClient.setQueryData(key, await asAdmin(() => api.list(state.personalityId)));
    } catch (error) {
      dispatch({ type: "failed", text: errorSentence(error) });
    }
  }

  async function save(event: FormEvent, entryId: number) {
    event.preventDefault();
    const content = state.editing?.draft.trim() ?? "";
    if (!content) return;
    dispatch({ type: "busy", what: "Saving the entry…" });
    try {
      await asAdmin(() => api.update(entryId, content));
      dispatch({ type: "done", text: "Entry saved." });
    } catch (error) {
      if (apiErrorCode(error) === "memory_entry_not_found") {
        dispatch({ type: "done", text: "That entry was already deleted." });
      } else {
        return dispatch({ type: "failed", text: errorSentence(error) });
      }
    }
    refresh();
  }

  async function remove(entryId: number) {
    dispatch({ type: "busy", what: "Deleting the entry…" });
    try {
      await asAdmin(() => api.remove(entryId));
      dispatch({ type: "done", text: "Entry deleted." });
    } catch (error) {
      // Someone else deleted it first: the goal is reached all the same.
      if (apiErrorCode(error) === "memory_entry_not_found") dispatch({ type: "done", text: "Entry deleted." });
      else return dispatch({ type: "failed", text: errorSentence(error) });
    }
    refresh();
  }

  async function forget(subject: string) {
    dispatch({ type: "busy", what: `Forgetting ${subject}…` });
    try {
      const deleted = await asAdmin(() => api.forget(subject));
      dispatch({
        type: "done",
        text: `${subject} forgotten: ${deleted} ${deleted === 1 ? "entry" : "entries"} deleted in every space.`,
      });
      refresh();
    } catch (error) {
      dispatch({ type: "failed", text: errorSentence(error) });
    }
  }

  const busy = state.status.kind === "busy";
  const personality = personalityCatalogue.find((candidate) => candidate.id === state.personalityId);
  return (
    <section
      className={css.section}
      aria-labelledby="memory-title"
      data-testid="memory-panel"
      data-state={memoryPanelStateName(state)}
    >
      <h2 id="memory-title" className={css.sectionTitle}>
        Memory
      </h2>
      <article className={css.card}>
        <div className={css.row}>
          <label htmlFor={ids.personality} className={css.small}>
            Personality
          </label>
          <select
            id={ids.personality}
            className={css.input}
            style={{ flex: "1 1 180px" }}
            value={state.personalityId}
            onChange={(event) => dispatch({ type: "select", personalityId: event.target.value })}
          >
            {personalityCatalogue.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <p className={css.small} style={{ margin: 0 }} role="status" data-testid="memory-status">
          {state.status.kind === "busy"
            ? state.status.what
            : state.status.kind === "done" || state.status.kind === "failed"
              ? state.status.text
              : `What ${personality?.name ?? "this personality"} remembers about the people it talks with.`}
        </p>
        {needsSignIn ? (
          <EmptyState title="Memory is for administrators">
            <button type="button" className={css.button.primary} onClick={signIn}>
              Sign in to see it
            </button>
          </EmptyState>
        ) : entries.isPending ? (
          <LoadingState label="Loading the memory entries…" />
        ) : entries.isError ? (
          <ErrorState what="The memory entries" error={entries.error} onRetry={() => entries.refetch()} />
        ) : entries.data.length === 0 ? (
          <EmptyState title={`${personality?.name ?? "This personality"} remembers nobody yet`} />
        ) : (
          <ul className={css.list} aria-label="People remembered" style={{ maxHeight: 480, overflowY: "auto" }}>
            {bySubject(entries.data).map(([subject, rows]) => (
              <li key={subject} className={css.stack} data-testid="memory-subject" style={{ gap: 6 }}>
                <span className={css.spread}>
                  <strong className={css.ellipsis} title={subject}>
                    {subject}
                  </strong>
                  {state.confirmingForget === subject ? (
                    <span className={css.row} data-state="confirming">
                      <span className={css.small}>Delete everything every personality remembers about them?</span>
                      <button
                        type="button"
                        className={css.button.danger}
                        disabled={busy}
                        onClick={() => forget(subject)}
                      >
                        Forget
                      </button>
                      <button
                        type="button"
                        className={css.button.ghost}
                        disabled={busy}
                        onClick={() => dispatch({ type: "cancelForget" })}
                      >
                        Cancel
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={css.button.secondary}
                      disabled={busy}
                      onClick={() => dispatch({ type: "askForget", subject })}
                      aria-label={`Forget this person: ${subject}`}
                    >
                      Forget this person
                    </button>
                  )}
                </span>
                <ul className={css.list} aria-label={`Memory about ${subject}`}>
                  {rows.map((entry) =>
                    state.editing?.entryId === entry.id ? (
                      <li key={entry.id} data-testid="memory-entry" data-state="editing">
                        <form className={css.row} onSubmit={(event) => save(event, entry.id)} aria-label="Edit entry">
                          <label htmlFor={ids.editor} className={css.visuallyHidden}>
                            Entry text
                          </label>
                          <textarea
                            id={ids.editor}
                            className={css.input}
                            style={{ flex: "1 1 240px" }}
                            rows={2}
                            maxLength={maxMemoryEntryLength}
                            value={state.editing.draft}
                            onChange={(event) => dispatch({ type: "draft", draft: event.target.value })}
                          />
                          <button
                            type="submit"
                            className={css.button.primary}
                            disabled={busy || !state.editing.draft.trim()}
                          >
                            Save
                          </button>
                          <button
                            type="button"
                            className={css.button.ghost}
                            disabled={busy}
                            onClick={() => dispatch({ type: "cancelEdit" })}
                          >
                            Cancel
                          </button>
                        </form>
                      </li>
                    ) : (
                      <li
                        key={entry.id}
                        className={css.listItem}
                        data-testid="memory-entry"
                        data-state="viewing"
                        // On a phone the text takes the whole line; the date and buttons wrap below it.
                        style={{ flexWrap: "wrap" }}
                      >
                        <span style={{ flex: "1 1 220px", minWidth: 0, overflowWrap: "anywhere" }}>
                          {entry.content}
                        </span>
                        <time
                          className={`${css.muted} ${css.small}`}
                          dateTime={entry.updatedAt}
                          style={{ whiteSpace: "nowrap" }}
                        >
                          {dateFormat.format(new Date(entry.updatedAt))}
                        </time>
                        <button
                          type="button"
                          className={css.button.ghost}
                          disabled={busy}
                          onClick={() => dispatch({ type: "edit", entryId: entry.id, content: entry.content })}
                          aria-label={`Edit entry ${entry.id}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={css.button.ghost}
                          disabled={busy}
                          onClick={() => remove(entry.id)}
                          aria-label={`Delete entry ${entry.id}`}
                        >
                          Delete
                        </button>
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </article>
    </section>
  );
}
