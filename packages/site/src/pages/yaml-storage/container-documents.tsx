import { formatBytes, type KnowledgeSearchResult, type StorageDocument } from "@hub-of-minds/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { IndexState } from "./document-index-state";

/**
 * The parts of a container's documents that `/yaml-storage` (the administrator's) and `/customer` (a
 * customer's own) both show: the upload form, the list with each document's indexing state, and the ranked
 * passages of a test search.
 */

/** A file to add (text, Markdown, HTML, PDF); `onSubmit` reads the form's `file`. */
export function DocumentUploadForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const fileId = useId();
  return (
    <form className={css.row} onSubmit={onSubmit} aria-label="Add a document">
      <label htmlFor={fileId} className={css.visuallyHidden}>
        Document file
      </label>
      <input
        id={fileId}
        name="file"
        type="file"
        accept=".txt,.md,.markdown,.html,.htm,.pdf,text/plain,text/markdown,text/html,application/pdf"
        className={css.input}
        style={{ flex: "1 1 180px" }}
      />
      <button type="submit" className={css.button.primary} disabled={busy}>
        Add document
      </button>
    </form>
  );
}

/** A container's documents, newest first, each with its size, indexing state and Delete. */
export function DocumentList({
  documents,
  busy,
  emptyTitle,
  onDelete,
}: {
  documents: UseQueryResult<StorageDocument[]>;
  busy: boolean;
  emptyTitle: string;
  onDelete: (id: number, title: string) => void;
}) {
  if (documents.isPending) return <SkeletonRows rows={2} label="Loading the documents" />;
  if (documents.isError) {
    return <ErrorState what="The documents" error={documents.error} onRetry={() => documents.refetch()} />;
  }
  if (documents.data.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul className={css.list} aria-label="Documents" style={{ maxHeight: 320, overflowY: "auto" }}>
      {documents.data.map((doc) => (
        <li
          key={doc.id}
          className={css.listItem}
          data-testid="document-row"
          data-state={doc.indexStatus}
          // On a phone the title takes its own line; the figures and the action go below it.
          style={{ flexWrap: "wrap" }}
        >
          <span className={css.ellipsis} title={doc.title} style={{ flex: "1 1 180px" }}>
            {doc.title}
          </span>
          <span className={css.row} style={{ gap: 12, marginLeft: "auto", flexWrap: "nowrap" }}>
            <span className={`${css.muted} ${css.small}`} style={{ whiteSpace: "nowrap" }}>
              {formatBytes(doc.size)}
            </span>
            <IndexState doc={doc} />
            <button
              type="button"
              className={css.button.ghost}
              disabled={busy}
              onClick={() => onDelete(doc.id, doc.title)}
              aria-label={`Delete ${doc.title}`}
            >
              Delete
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A test search's question; Search waits for one (a blank question asks nothing, like the chat's Send). */
export function PassageQueryForm({
  label,
  placeholder,
  query,
  busy,
  onQuery,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  query: string;
  busy: boolean;
  onQuery: (query: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const queryId = useId();
  return (
    <form className={css.row} onSubmit={onSubmit} aria-label={label}>
      <label htmlFor={queryId} className={css.visuallyHidden}>
        Question
      </label>
      <input
        id={queryId}
        className={css.input}
        style={{ flex: "1 1 160px" }}
        placeholder={placeholder}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <button type="submit" className={css.button.secondary} disabled={busy || !query.trim()}>
        Search
      </button>
    </form>
  );
}

/** A test search's passages, best first, with their scores and how they were ranked; `hint` before a search. */
export function RankedPassages({ found, hint }: { found: KnowledgeSearchResult | null; hint: string }) {
  if (found === null) {
    return (
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
        {hint}
      </p>
    );
  }
  if (found.hits.length === 0) return <EmptyState title="No passage matches" />;
  return (
    <>
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }} data-testid="retrieval-mode">
        {found.mode === "hybrid" ? "Ranked by words and by meaning" : "Ranked by words"}
      </p>
      <ol className={css.list} aria-label="Ranked passages" data-mode={found.mode}>
        {found.hits.map((hit) => (
          <li key={hit.chunkId} className={css.stack} data-testid="retrieval-hit" style={{ gap: 4 }}>
            <span className={css.spread}>
              <strong className={css.ellipsis}>{hit.documentTitle}</strong>
              <span className={css.badge.outline}>{hit.score.toFixed(3)}</span>
            </span>
            <span className={css.small}>{hit.text.length > 280 ? `${hit.text.slice(0, 280)}…` : hit.text}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
