import { type FormEvent, useId } from "react";
import * as ui from "../../ui/ui.css";
import * as css from "./conversations.css";
import { type FeedbackFilter, feedbackFilterLabels, type InboxFilters } from "./inbox-view";

export interface InboxFiltersFormProps {
  draft: InboxFilters;
  problem: string | null;
  onEdit: (name: keyof InboxFilters, value: string) => void;
  onApply: () => void;
  onClear: () => void;
  className?: string;
  /** The customer's keys and their origins, offered as the fields' suggestions. */
  keys: readonly string[];
  origins: readonly string[];
  personalities: readonly { id: string; name: string }[];
}

const feedbackChoices = Object.entries(feedbackFilterLabels) as [FeedbackFilter, string][];

/** The inbox's filters: typed here, applied with "Apply" (or Enter), so the list does not jump while typing. */
export function InboxFiltersForm(props: InboxFiltersFormProps) {
  const id = useId();
  const { draft } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply();
  };
  const text = (name: "key" | "origin", label: string, placeholder: string, suggestions: readonly string[]) => (
    <div className={css.field}>
      <label className={css.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={ui.input}
        value={draft[name]}
        placeholder={placeholder}
        list={suggestions.length > 0 ? `${id}-${name}-list` : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onEdit(name, event.target.value)}
      />
      {suggestions.length > 0 ? (
        <datalist id={`${id}-${name}-list`}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
  return (
    <form
      className={`${ui.card} ${props.className ?? ""}`}
      onSubmit={submit}
      aria-label="Filter the threads"
      noValidate
      data-testid="inbox-filters"
    >
      <div className={css.filterGrid}>
        {text("key", "Publishable key", "pk_…", props.keys)}
        {text("origin", "Site origin", "https://shop.example", props.origins)}
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-personality`}>
            Personality
          </label>
          <select
            id={`${id}-personality`}
            className={ui.input}
            value={draft.personality}
            onChange={(event) => props.onEdit("personality", event.target.value)}
          >
            <option value="">Any personality</option>
            {props.personalities.map((personality) => (
              <option key={personality.id} value={personality.id}>
                {personality.name}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-from`}>
            Updated from
          </label>
          <input
            id={`${id}-from`}
            className={ui.input}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => props.onEdit("from", event.target.value)}
          />
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-to`}>
            Updated to
          </label>
          <input
            id={`${id}-to`}
            className={ui.input}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => props.onEdit("to", event.target.value)}
          />
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-feedback`}>
            Feedback
          </label>
          <select
            id={`${id}-feedback`}
            className={ui.input}
            value={draft.feedback}
            onChange={(event) => props.onEdit("feedback", event.target.value)}
          >
            {feedbackChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={ui.row}>
        <button type="submit" className={ui.button.primary}>
          Apply filters
        </button>
        <button type="button" className={ui.button.ghost} onClick={props.onClear}>
          Clear
        </button>
        {props.problem ? (
          <p className={css.error} role="alert">
            {props.problem}
          </p>
        ) : (
          <p className={css.help}>Dates are UTC days.</p>
        )}
      </div>
    </form>
  );
}
