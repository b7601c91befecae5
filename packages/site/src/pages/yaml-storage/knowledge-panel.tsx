import { callApi, formatBytes, type StorageContainer } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useReducer } from "react";
import { useAdminAction } from "../../auth/admin-session";
import { ProgressBar } from "../../ui/progress-bar";
import * as css from "../../ui/ui.css";
import { DocumentList, DocumentUploadForm, PassageQueryForm, RankedPassages } from "./container-documents";
import { indexingPollMs, isIndexing, sentence } from "./document-index-state";
import { initialKnowledgeState, reduceKnowledge, searchPassages } from "./knowledge-state";
import { uploadDocument } from "./upload-document";

/** Documents of a container (add, list, delete) and a retrieval test: a query and its ranked passages. */
export function KnowledgePanel({ containers }: { containers: readonly StorageContainer[] }) {
  const [state, dispatch] = useReducer(reduceKnowledge, {
    ...initialKnowledgeState,
    containerId: containers[0]?.id ?? "",
  });
  const asAdmin = useAdminAction();
  const queryClient = useQueryClient();
  const ids = { container: useId() };
  const documents = useQuery({
    queryKey: ["storage-documents", state.containerId],
    queryFn: () => callApi("listStorageDocuments", { params: { id: state.containerId } }),
    enabled: state.containerId !== "",
    // Read again while documents are queued or indexing, so their state moves on the page by itself.
    refetchInterval: (query) => (query.state.data?.some(isIndexing) ? indexingPollMs : false),
  });
  const pending = documents.data?.filter(isIndexing).length ?? 0;
  const total = documents.data?.length ?? 0;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["storage-documents", state.containerId] });
    void queryClient.invalidateQueries();
  };

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
    if (!file) return dispatch({ type: "status", status: { kind: "failed", text: "Choose a file first." } });
    dispatch({ type: "status", status: { kind: "busy", what: `Adding ${file.name}…` } });
    try {
      const added = await asAdmin(() => uploadDocument(state.containerId, file));
      const indexed =
        added.indexStatus === "ready" ? `${added.chunks} passages indexed` : "it is being indexed for search";
      dispatch({
        type: "status",
        status: { kind: "done", text: `${added.title} added: ${formatBytes(added.size)}; ${indexed}.` },
      });
      form.reset();
      refresh();
    } catch (error) {
      dispatch({ type: "status", status: { kind: "failed", text: sentence(error) } });
    }
  }

  async function remove(id: number, title: string) {
    dispatch({ type: "status", status: { kind: "busy", what: `Deleting ${title}…` } });
    try {
      await asAdmin(() => callApi("deleteStorageDocument", { params: { id: state.containerId, docId: String(id) } }));
      dispatch({ type: "status", status: { kind: "done", text: `${title} deleted.` } });
      refresh();
    } catch (error) {
      dispatch({ type: "status", status: { kind: "failed", text: sentence(error) } });
    }
  }

  function search(event: FormEvent) {
    event.preventDefault();
    void searchPassages(dispatch, state.query, state.containerId, asAdmin);
  }

  const busy = state.status.kind === "busy";
  return (
    <section className={css.section} aria-labelledby="documents-title" data-state={state.status.kind}>
      <h2 id="documents-title" className={css.sectionTitle}>
        Documents and retrieval
      </h2>
      <div className={css.grid}>
        <article className={css.card}>
          <label htmlFor={ids.container} className={css.small}>
            Container
          </label>
          <select
            id={ids.container}
            className={css.input}
            value={state.containerId}
            onChange={(event) => dispatch({ type: "select", containerId: event.target.value })}
          >
            {containers.map((container) => (
              <option key={container.id} value={container.id}>
                {container.displayName}
              </option>
            ))}
          </select>
          <DocumentUploadForm busy={busy} onSubmit={upload} />
          <p className={css.small} style={{ margin: 0 }} role="status" data-testid="knowledge-status">
            {state.status.kind === "busy"
              ? state.status.what
              : state.status.kind === "done" || state.status.kind === "failed"
                ? state.status.text
                : "Plain text, Markdown, HTML or PDF."}
          </p>
          {pending > 0 ? (
            <div className={css.stack} style={{ gap: 4 }} data-testid="indexing-progress">
              <span className={css.small}>
                Indexing: {total - pending} of {total} documents ready
              </span>
              <ProgressBar label="Documents indexed" percent={((total - pending) / total) * 100} />
            </div>
          ) : null}
          <DocumentList
            documents={documents}
            busy={busy}
            emptyTitle="No documents in this container yet"
            onDelete={remove}
          />
        </article>
        <article className={css.card} aria-labelledby="retrieval-title">
          <h3 id="retrieval-title" className={css.cardTitle}>
            Retrieval test
          </h3>
          <PassageQueryForm
            label="Search the container"
            placeholder="Ask what a personality would be asked"
            query={state.query}
            busy={busy}
            onQuery={(query) => dispatch({ type: "query", query })}
            onSubmit={search}
          />
          <RankedPassages
            found={state.found}
            hint="The best passages of this container appear here, ranked, with their scores."
          />
        </article>
      </div>
    </section>
  );
}
