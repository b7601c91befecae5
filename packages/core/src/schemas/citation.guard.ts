import type { Citation } from "./knowledge.schema";

// Zod-free: the embeddable chat checks the citations of a stream chunk or a stored answer with these instead of
// `citationSchema`, which would load zod. citation.guard.test.ts fails when the two disagree.

const positiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** Exactly the shape `citationSchema` accepts. */
export function isCitation(value: unknown): value is Citation {
  if (!value || typeof value !== "object") return false;
  const citation = value as Record<string, unknown>;
  return (
    positiveInteger(citation.documentId) &&
    typeof citation.containerId === "string" &&
    positiveInteger(citation.chunkId) &&
    typeof citation.documentTitle === "string" &&
    typeof citation.text === "string" &&
    typeof citation.score === "number" &&
    Number.isFinite(citation.score)
  );
}

/**
 * The citations of a stream chunk or a JSON answer: the well-formed ones, copied field by field (nothing
 * unknown is kept or persisted). A malformed entry is dropped rather than failing an answer already shown.
 */
export function readCitations(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isCitation).map(({ documentId, containerId, chunkId, documentTitle, text, score }) => ({
    documentId,
    containerId,
    chunkId,
    documentTitle,
    text,
    score,
  }));
}
