import { HttpError, type StorageDocument } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";

/** Indexing runs after the upload answers: these documents are still on their way to being searchable. */
export const isIndexing = (doc: StorageDocument) => doc.indexStatus === "queued" || doc.indexStatus === "indexing";
/** How often the list is read again while something is being indexed. */
export const indexingPollMs = 1000;

/** Where a document's indexing stands, as its row says it. */
export function IndexState({ doc }: { doc: StorageDocument }) {
  const passages = `${doc.chunks} ${doc.chunks === 1 ? "passage" : "passages"}`;
  switch (doc.indexStatus) {
    case "queued":
      return <span className={css.badge.outline}>{doc.indexError ? "Retrying" : "Queued"}</span>;
    case "indexing":
      return <span className={css.badge.warning}>Indexing…</span>;
    case "failed":
      return (
        <span className={css.badge.danger} title={doc.indexError ?? undefined}>
          {doc.chunks ? `${passages}, words only` : "Not indexed"}
        </span>
      );
    case "ready":
      return (
        <span
          className={`${css.muted} ${css.small}`}
          style={{ whiteSpace: "nowrap" }}
          title={doc.vectorModel ? `Searched by words and by meaning (${doc.vectorModel})` : "Searched by words"}
        >
          {passages}
        </span>
      );
  }
}

/** A readable sentence for a failed action: the server's own sentence when it sent the one error shape. */
export const sentence = (error: unknown) =>
  error instanceof HttpError ? (error.problem?.message ?? error.message) : "The hub could not be reached.";
