import type { Citation } from "@hub-of-minds/core/protocol";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { adoptChunkStyles } from "../shared/chunk-styles";
import * as css from "./chat-citations.css";
import type { CiteMarker } from "./markdown-view";

/** A footnote's name: the document's title, or its id when the document has none. */
const citationTitle = (citation: Citation): string =>
  citation.documentTitle.trim() || `Document ${citation.documentId}`;

const passageIdOf = (messageId: string, number: number) => `${messageId}-source-${number}`;

/** One footnote: a button naming the document that opens the cited passage below it (a disclosure). */
function Footnote({
  citation,
  number,
  passageId,
  open,
  onToggle,
}: {
  citation: Citation;
  number: number;
  passageId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const state = open ? "open" : "closed";
  return (
    <li className={css.citation} data-state={state} data-testid="citation">
      <button
        type="button"
        className={css.citationButton}
        aria-expanded={open}
        aria-controls={passageId}
        data-state={state}
        data-footnote={number}
        onClick={onToggle}
      >
        <span className={css.citationNumber}>{number}</span>
        <span className={css.citationTitle}>{citationTitle(citation)}</span>
      </button>
      {/* Always in the tree, so aria-controls names an element; the text is customer content, kept as text. */}
      <p id={passageId} className={css.passage} data-state={state} hidden={!open} part="passage">
        {citation.text}
      </p>
    </li>
  );
}

/**
 * The footnotes of one answer and the [n] markers in its text that open them: which passages are open, the
 * marker for a number the answer has a source for (none for any other `[n]`, which stays text), the list.
 */
function useFootnotes(messageId: string, citations: readonly Citation[]) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const listRef = useRef<HTMLOListElement>(null);
  const toggle = (number: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  // The footnote a marker asked for: focused and its passage scrolled into view once it has rendered open; in
  // the commit that opens it (a layout effect), so no frame shows the passage open with focus still behind.
  const [shown, setShown] = useState<{ number: number } | null>(null);
  useLayoutEffect(() => {
    if (!shown) return;
    listRef.current
      ?.querySelector<HTMLButtonElement>(`[data-footnote="${shown.number}"]`)
      ?.focus({ preventScroll: true });
    listRef.current
      ?.querySelector(`[id="${passageIdOf(messageId, shown.number)}"]`)
      ?.scrollIntoView({ block: "nearest" });
  }, [shown, messageId]);
  /** A marker opens its footnote and moves focus there, where the passage is read. */
  const show = (number: number) => {
    setOpen((current) => (current.has(number) ? current : new Set(current).add(number)));
    setShown({ number });
  };
  const marker: CiteMarker = (number) => {
    const citation = citations[number - 1];
    if (!citation) return undefined;
    return (
      <button
        type="button"
        className={css.citeMarker}
        aria-label={`Source ${number}: ${citationTitle(citation)}`}
        aria-controls={passageIdOf(messageId, number)}
        data-testid="cite-marker"
        part="cite-marker"
        onClick={() => show(number)}
      >
        {number}
      </button>
    );
  };
  const list = (
    <ol ref={listRef} className={css.citations} aria-label="Sources" part="citations" data-testid="citations">
      {citations.map((citation, index) => (
        <Footnote
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's citations never change; the number is the footnote.
          key={index}
          citation={citation}
          number={index + 1}
          passageId={passageIdOf(messageId, index + 1)}
          open={open.has(index + 1)}
          onToggle={() => toggle(index + 1)}
        />
      ))}
    </ol>
  );
  return { marker, list, listRef };
}

/**
 * A grounded answer: its bubble (drawn by the message list) with [n] markers, and its footnotes. Loaded with
 * the first answer that has sources: a chat that never gets one never downloads this.
 */
export function CitedAnswer({
  messageId,
  citations,
  bubble,
}: {
  messageId: string;
  citations: readonly Citation[];
  bubble: (marker: CiteMarker) => ReactNode;
}) {
  const { marker, list, listRef } = useFootnotes(messageId, citations);
  // Before the first paint, so neither the markers nor the footnotes show unstyled.
  useLayoutEffect(() => adoptChunkStyles(listRef.current, "__HOM_CHUNK_CSS__"), [listRef]);
  return (
    <>
      {bubble(marker)}
      {list}
    </>
  );
}
