import { callApi, customerKnowledgeLimits, formatBytes, type StorageContainer } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useReducer } from "react";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import {
  DocumentList,
  DocumentUploadForm,
  PassageQueryForm,
  RankedPassages,
} from "../yaml-storage/container-documents";
import { indexingPollMs, isIndexing, sentence } from "../yaml-storage/document-index-state";
import {
  initialKnowledgeState,
  type KnowledgeStatus,
  reduceKnowledge,
  searchPassages,
} from "../yaml-storage/knowledge-state";
import { uploadDocument } from "../yaml-storage/upload-document";

const containersKey = ["knowledge-containers"] as const;
const graphKey = ["knowledge-graph"] as const;
const { containers: mostContainers, containerBytes } = customerKnowledgeLimits;

/** The status line: what is under way, what was done, or what went wrong, as a sentence. */
function StatusLine({ status }: { status: KnowledgeStatus }) {
  const text =
    status.kind === "busy" ? status.what : status.kind === "idle" ? "Plain text, Markdown, HTML or PDF." : status.text;
  return (
    <p
      className={`${css.small} ${status.kind === "failed" ? css.errorText : ""}`}
      style={{ margin: 0 }}
      role="status"
      data-testid="customer-knowledge-status"
    >
      {text}
    </p>
  );
}

/**
 * `/customer`'s "Your knowledge" (issue 24): a signed-in customer's own containers, documents uploaded to
 * them with their indexing state, a container bound to a personality of the catalogue, and a test search.
 * Only the chats the customer pays for (their API key, their widgets) answer from it.
 */
export function CustomerKnowledge({
  personalities,
}: {
  personalities: readonly { id: string; displayName: string }[];
}) {
  const [state, dispatch] = useReducer(reduceKnowledge, initialKnowledgeState);
  const queryClient = useQueryClient();
  const ids = { name: useId(), container: useId(), personality: useId() };
  const containers = useQuery({ queryKey: containersKey, queryFn: () => callApi("listKnowledgeContainers") });
  const mine: readonly StorageContainer[] = containers.data ?? [];
  const shown = mine.find((container) => container.id === state.containerId) ?? mine[0];
  const containerId = shown?.id ?? "";
  const documents = useQuery({
    queryKey: ["storage-documents", containerId],
    queryFn: () => callApi("listStorageDocuments", { params: { id: containerId } }),
    enabled: containerId !== "",
    // Read again while documents are queued or indexing, so their state moves on the page by itself.
    refetchInterval: (query) => (query.state.data?.some(isIndexing) ? indexingPollMs : false),
  });
  const graph = useQuery({ queryKey: graphKey, queryFn: () => callApi("getKnowledgeGraph"), enabled: !!shown });
  const boundIds = (graph.data?.bindings ?? [])
    .filter((binding) => binding.containerId === containerId)
    .map((binding) => binding.personalityId);
  const nameOf = (id: string) => personalities.find((p) => p.id === id)?.displayName ?? id;
  // Until one is picked: a personality the container is bound to (so it can be unbound), else the first.
  const personalityId = state.personalityId || boundIds[0] || personalities[0]?.id || "";

  /** Runs an action with its status line; the lists it changed are read again. */
  async function act(what: string, action: () => Promise<string>) {
    dispatch({ type: "status", status: { kind: "busy", what } });
    try {
      const text = await action();
      dispatch({ type: "status", status: { kind: "done", text } });
    } catch (error) {
      dispatch({ type: "status", status: { kind: "failed", text: sentence(error) } });
    }
    await queryClient.invalidateQueries({ queryKey: containersKey });
    await queryClient.invalidateQueries({ queryKey: ["storage-documents"] });
    await queryClient.invalidateQueries({ queryKey: graphKey });
  }

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return dispatch({ type: "status", status: { kind: "failed", text: "Name the container first." } });
    void act(`Creating ${name}…`, async () => {
      const made = await callApi("createStorageContainer", {
        body: { displayName: name, category: "knowledge", maxSize: containerBytes },
      });
      form.reset();
      dispatch({ type: "select", containerId: made.id });
      return `${made.displayName} created: room for ${formatBytes(made.maxSize)}. Add a document to it.`;
    });
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
    if (!file) return dispatch({ type: "status", status: { kind: "failed", text: "Choose a file first." } });
    void act(`Adding ${file.name}…`, async () => {
      const added = await uploadDocument(containerId, file);
      form.reset();
      const indexed =
        added.indexStatus === "ready" ? `${added.chunks} passages indexed` : "it is being indexed for search";
      return `${added.title} added: ${formatBytes(added.size)}; ${indexed}.`;
    });
  }

  const remove = (id: number, title: string) =>
    act(`Deleting ${title}…`, async () => {
      await callApi("deleteStorageDocument", { params: { id: containerId, docId: String(id) } });
      return `${title} deleted.`;
    });

  /** Binds or unbinds the shown container, keeping the customer's other containers bound to the personality. */
  const bind = (bound: boolean) => {
    const name = nameOf(personalityId);
    return act(bound ? `Binding ${name}…` : `Unbinding ${name}…`, async () => {
      const current = await callApi("getPersonalityKnowledge", { params: { personalityId } });
      const own = current.containerIds.filter((id) => id !== containerId && mine.some((c) => c.id === id));
      await callApi("bindPersonalityKnowledge", {
        params: { personalityId },
        body: { containerIds: bound ? [...own, containerId] : own },
      });
      return bound
        ? `${name} now answers from ${shown?.displayName} in your widgets and API calls, citing it.`
        : `${name} no longer answers from ${shown?.displayName}.`;
    });
  };

  function search(event: FormEvent) {
    event.preventDefault();
    void searchPassages(dispatch, state.query, containerId);
  }

  const busy = state.status.kind === "busy";
  const full = mine.length >= mostContainers;
  const boundHere = boundIds.includes(personalityId);
  return (
    <section
      className={css.section}
      aria-labelledby="your-knowledge-title"
      data-testid="customer-knowledge"
      data-state={containers.isPending ? "loading" : containers.isError ? "error" : state.status.kind}
    >
      <h2 id="your-knowledge-title" className={css.sectionTitle}>
        Your knowledge
      </h2>
      <p className={`${css.muted} ${css.small}`} style={{ marginTop: -6 }}>
        Documents your personalities answer from, with footnotes, in the chats you pay for: your API key and your
        widgets. Only you see them. Up to {mostContainers} containers of {formatBytes(containerBytes)} each.
      </p>
      {containers.isPending ? (
        <SkeletonRows rows={2} label="Loading your containers" />
      ) : containers.isError ? (
        <ErrorState what="Your containers" error={containers.error} onRetry={() => containers.refetch()} />
      ) : (
        <div className={css.grid}>
          <article className={css.card} aria-label="Containers and documents">
            {shown ? (
              <>
                <label htmlFor={ids.container} className={css.small}>
                  Container
                </label>
                <select
                  id={ids.container}
                  className={css.input}
                  value={containerId}
                  onChange={(event) => dispatch({ type: "select", containerId: event.target.value })}
                >
                  {mine.map((container) => (
                    <option key={container.id} value={container.id}>
                      {container.displayName} ({formatBytes(container.currentSize)} of {formatBytes(container.maxSize)})
                    </option>
                  ))}
                </select>
                <DocumentUploadForm busy={busy} onSubmit={upload} />
              </>
            ) : (
              <EmptyState title="No knowledge yet">
                Create a container, add your handbook or FAQ to it, and bind it to a personality.
              </EmptyState>
            )}
            <StatusLine status={state.status} />
            {shown ? (
              <DocumentList
                documents={documents}
                busy={busy}
                emptyTitle={`No documents in ${shown.displayName} yet`}
                onDelete={remove}
              />
            ) : null}
            <form className={css.row} onSubmit={create} aria-label="Create a container">
              <label htmlFor={ids.name} className={css.visuallyHidden}>
                New container name
              </label>
              <input
                id={ids.name}
                name="name"
                className={css.input}
                style={{ flex: "1 1 180px" }}
                placeholder={full ? `You have ${mostContainers} containers` : "New container, e.g. Handbook"}
                maxLength={100}
                disabled={full}
              />
              <button type="submit" className={css.button.secondary} disabled={busy || full}>
                Create container
              </button>
            </form>
          </article>
          {shown ? (
            <article className={css.card} aria-labelledby="bind-title">
              <h3 id="bind-title" className={css.cardTitle}>
                Answer from {shown.displayName}
              </h3>
              <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }} data-testid="bound-personalities">
                {boundIds.length ? `Bound to ${boundIds.map(nameOf).join(", ")}.` : "Bound to no personality yet."}
              </p>
              <label htmlFor={ids.personality} className={css.small}>
                Personality
              </label>
              <div className={css.row}>
                <select
                  id={ids.personality}
                  className={css.input}
                  style={{ flex: "1 1 160px" }}
                  value={personalityId}
                  onChange={(event) => dispatch({ type: "personality", personalityId: event.target.value })}
                >
                  {personalities.map((personality) => (
                    <option key={personality.id} value={personality.id}>
                      {personality.displayName}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={boundHere ? css.button.ghost : css.button.primary}
                  disabled={busy || !personalityId}
                  onClick={() => bind(!boundHere)}
                >
                  {boundHere ? "Unbind" : "Bind"}
                </button>
              </div>
              <PassageQueryForm
                label="Test a question"
                placeholder="Ask what your visitors would ask"
                query={state.query}
                busy={busy}
                onQuery={(query) => dispatch({ type: "query", query })}
                onSubmit={search}
              />
              <RankedPassages
                found={state.found}
                hint="The passages a bound personality would cite appear here, best first."
              />
            </article>
          ) : null}
        </div>
      )}
    </section>
  );
}
