/**
 * A passage an answer cites (core's `citationSchema`), checked by hand: core's zod would add ~13 KB gz to an
 * embeddable bundle. citations.test.ts fails when this drifts from core's schema.
 */
export interface ChatCitation {
  documentId: number;
  containerId: string;
  chunkId: number;
  documentTitle: string;
  text: string;
  score: number;
}

const positiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** Exactly the shape core's `citationSchema` accepts. */
export function isCitation(value: unknown): value is ChatCitation {
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
export function readCitations(value: unknown): ChatCitation[] {
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
