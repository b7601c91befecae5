import type { FaqItem } from "@hub-of-minds/core";
import { Badge } from "../shared/badge";
import * as css from "../shared/showcase.css";
import * as local from "./faq.css";

interface FaqItemViewProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}

/** One disclosure: the question is a button that shows or hides its answer. */
export function FaqItemView({ item, open, onToggle }: FaqItemViewProps) {
  const answerId = `faq-answer-${item.id}`;
  return (
    <li className={local.item} data-state={open ? "open" : "closed"}>
      <h3 style={{ margin: 0, fontSize: "inherit" }}>
        <button
          type="button"
          className={local.question}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{item.question}</span>
          <span className={local.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
      </h3>
      <div id={answerId} className={local.answer} hidden={!open}>
        <p style={{ margin: 0 }}>{item.answer}</p>
        <div className={css.row}>
          {item.tags.map((tag) => (
            <Badge key={tag} tone="neutral">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
    </li>
  );
}
