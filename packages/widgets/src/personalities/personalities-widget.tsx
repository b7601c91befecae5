import {
  filterPersonalitiesWidget,
  type PersonalitiesWidgetEntry,
  type PersonalityLevelBandFilter,
  personalitiesWidgetSummary,
} from "@hub-of-minds/core/protocol";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import * as ui from "../shared/widget.css";
import { emitWidgetEvent, type HomWidgetEventMap } from "../shared/widget-events";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./personalities.css";
import { personalitiesWidgetData } from "./personalities-widget.data";

export interface PersonalitiesWidgetProps {
  theme?: string;
  /** Initial level filter: all, high (8-10), medium (5-7) or emerging (1-4). */
  level?: string;
  /** Initial search text. */
  search?: string;
  /** Entries to show; defaults to the 12 featured personalities. */
  entries?: readonly PersonalitiesWidgetEntry[];
  /** Called (besides the `hom-personality-selected` event) when a card is chosen. */
  onSelect?: (detail: HomWidgetEventMap["hom-personality-selected"]) => void;
}

const levelOptions: readonly { value: PersonalityLevelBandFilter; label: string }[] = [
  { value: "all", label: "All Levels" },
  { value: "high", label: "High (8-10)" },
  { value: "medium", label: "Medium (5-7)" },
  { value: "emerging", label: "Emerging (1-4)" },
];

export function toLevelFilter(value: string | undefined): PersonalityLevelBandFilter {
  return levelOptions.some((option) => option.value === value) ? (value as PersonalityLevelBandFilter) : "all";
}

/** Spec 001 personalities widget: search, level filter, cards and summary counts. */
export function PersonalitiesWidget({
  theme,
  level,
  search: initialSearch = "",
  entries = personalitiesWidgetData,
  onSelect,
}: PersonalitiesWidgetProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const [search, setSearch] = useState(initialSearch);
  const [band, setBand] = useState<PersonalityLevelBandFilter>(() => toLevelFilter(level));
  const [selected, setSelected] = useState<string | null>(null);
  // A host changing the attributes later resets the controls to them.
  useEffect(() => setBand(toLevelFilter(level)), [level]);
  useEffect(() => setSearch(initialSearch), [initialSearch]);
  const shown = useMemo(() => filterPersonalitiesWidget(entries, { search, band }), [entries, search, band]);
  const summary = personalitiesWidgetSummary(shown);

  const select = (entry: PersonalitiesWidgetEntry) => {
    setSelected(entry.id);
    const detail = { id: entry.id, name: entry.name, level: entry.consciousnessLevel };
    emitWidgetEvent(rootRef.current, "hom-personality-selected", detail);
    onSelect?.(detail);
  };

  return (
    <section
      ref={rootRef}
      className={`${themeClass} ${ui.root} ${css.root}`}
      aria-labelledby={`${id}-title`}
      part="root"
    >
      <header className={ui.header}>
        <h2 id={`${id}-title`} className={ui.title}>
          AI Personalities
        </h2>
        <span className={ui.badge}>{entries.length} Minds</span>
      </header>
      <div className={css.controls}>
        <label className={css.control}>
          <span className={ui.label}>Search</span>
          <input
            className={ui.field}
            type="search"
            value={search}
            placeholder="Search personalities..."
            onChange={(event) => setSearch(event.currentTarget.value)}
            part="search"
          />
        </label>
        <label className={css.control}>
          <span className={ui.label}>Level</span>
          <select
            className={ui.field}
            value={band}
            onChange={(event) => setBand(toLevelFilter(event.currentTarget.value))}
            part="level"
          >
            {levelOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className={css.empty} role="status">
          No personalities match your search.
        </p>
      ) : (
        <ul
          className={css.grid}
          aria-label="Personalities"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
        >
          {shown.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={css.card}
                aria-pressed={selected === entry.id}
                data-state={selected === entry.id ? "selected" : "idle"}
                data-testid="personality-card"
                onClick={() => select(entry)}
                part="card"
              >
                <span className={css.cardHead}>
                  <span className={css.name}>{entry.name}</span>
                  <span className={css.status} data-status={entry.status}>
                    {entry.status}
                  </span>
                </span>
                <span className={css.specialty}>{entry.specialty}</span>
                <span className={css.level}>
                  Level {entry.consciousnessLevel}/10 · {entry.levelLabel}
                </span>
                <span className={css.section}>
                  <span className={ui.label}>Achievements</span>
                  {entry.achievements.map((text) => (
                    <span key={text} className={css.item}>
                      {text}
                    </span>
                  ))}
                </span>
                <span className={css.section}>
                  <span className={ui.label}>Connected to</span>
                  <span className={css.relations}>
                    {entry.relations.map((name) => (
                      <span key={name} className={css.relation}>
                        {name}
                      </span>
                    ))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className={ui.stats} aria-label="Summary">
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Total</dt>
          <dd className={ui.statValue} data-testid="summary-total">
            {summary.total}
          </dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Active</dt>
          <dd className={ui.statValue}>{summary.active}</dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Avg Level</dt>
          <dd className={ui.statValue}>{summary.averageLevel}</dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Transcending</dt>
          <dd className={ui.statValue}>{summary.transcending}</dd>
        </div>
      </dl>
    </section>
  );
}
