import { useState } from "react";
import * as css from "./chat.css";
import { type ChatCitation, citationTitle } from "./citations";

/** One footnote: a button naming the document that opens the cited passage below it (a disclosure). */
function Footnote({ citation, number, passageId }: { citation: ChatCitation; number: number; passageId: string }) {
  const [state, setState] = useState<"open" | "closed">("closed");
  const open = state === "open";
  return (
    <li className={css.citation} data-state={state} data-testid="citation">
      <button
        type="button"
        className={css.citationButton}
        aria-expanded={open}
        aria-controls={passageId}
        data-state={state}
        onClick={() => setState(open ? "closed" : "open")}
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

/** The numbered sources under a grounded answer. */
export function ChatCitations({ citations, messageId }: { citations: readonly ChatCitation[]; messageId: string }) {
  return (
    <ol className={css.citations} aria-label="Sources" part="citations" data-testid="citations">
      {citations.map((citation, index) => (
        <Footnote
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's citations never change; the number is the footnote.
          key={index}
          citation={citation}
          number={index + 1}
          passageId={`${messageId}-source-${index + 1}`}
        />
      ))}
    </ol>
  );
}
