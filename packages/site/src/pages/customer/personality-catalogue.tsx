import { type AiModel, customerCatalogueBadgeLabels, customerCatalogueView } from "@hub-of-minds/core";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { EmptyState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { filterCatalogue } from "./catalogue-filter";
import * as customerCss from "./customer.css";
import { PersonalityCard } from "./personality-card";

/** Spec 000: groups in the documented category order, each with its count; empty groups hidden. */
export function PersonalityCatalogue({ models }: { models: readonly AiModel[] }) {
  // The badges count the whole catalogue; the groups show what the search and category leave.
  const full = useMemo(() => customerCatalogueView(models), [models]);
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("all");
  const view = useMemo(
    () => (query || category !== "all" ? customerCatalogueView(filterCatalogue(models, { query, category })) : full),
    [models, full, query, category],
  );
  // The first group paints with the page; the rest (56 cards in all) follow in a render React can interrupt:
  // rendered at once they were one 320 ms task on Lighthouse's phone, most of /customer's blocking time.
  const firstGroup = useMemo(() => ({ ...view, groups: view.groups.slice(0, 1) }), [view]);
  const shown = useDeferredValue(view, firstGroup);
  const searchId = useId();
  const categoryId = useId();
  return (
    <section
      className={css.section}
      aria-labelledby="catalogue-title"
      data-testid="personality-catalogue"
      data-state={shown === view ? "ready" : "rendering"}
    >
      <div className={css.cardHeader}>
        <h2 id="catalogue-title" className={css.sectionTitle} style={{ margin: 0 }}>
          AI Personality Catalogue
        </h2>
        <div className={css.row} data-testid="catalogue-badges">
          {customerCatalogueBadgeLabels(full.badges).map((label) => (
            <span key={label} className={css.badge.accent}>
              {label}
            </span>
          ))}
        </div>
      </div>
      <search className={css.row} style={{ margin: "12px 0" }}>
        <label htmlFor={searchId} className={css.visuallyHidden}>
          Search personalities
        </label>
        <input
          id={searchId}
          type="search"
          className={css.input}
          style={{ flex: "1 1 220px" }}
          placeholder="Search personalities by name, trait or expertise"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label htmlFor={categoryId} className={css.visuallyHidden}>
          Category
        </label>
        <select
          id={categoryId}
          className={css.input}
          style={{ flex: "0 1 220px" }}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="all">All Categories</option>
          {full.groups.map((group) => (
            <option key={group.category} value={group.category}>
              {group.label}
            </option>
          ))}
        </select>
      </search>
      {full.groups.length === 0 ? (
        <EmptyState title="No personalities available" />
      ) : shown.groups.length === 0 ? (
        <EmptyState title="No personalities match">
          <p style={{ margin: 0 }}>Try another search or category.</p>
        </EmptyState>
      ) : (
        shown.groups.map((group) => (
          <section key={group.category} aria-labelledby={`group-${group.category}`} data-testid="catalogue-group">
            <h3 id={`group-${group.category}`} className={customerCss.groupHeading}>
              {group.label} <span className={css.badge.outline}>{group.count}</span>
            </h3>
            <div className={css.grid}>
              {group.cards.map((card) => (
                <PersonalityCard key={card.id} card={card} />
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
